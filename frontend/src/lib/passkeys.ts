/**
 * Passkeys (WebAuthn) in the browser, for the sign-in and the security settings: whether the
 * browser can, and whether a failure was the person cancelling (then nothing is said).
 */
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** The dialog was closed or timed out: the browser names both NotAllowedError. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return true;
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** This authenticator holds a passkey for this account already. */
export function isPasskeyKnown(error: unknown): boolean {
  return error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
}
