import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { IdentityErrors } from '../identity.errors';

/** How many passkeys one user may keep (a laptop, a phone, a couple of security keys, and spares). */
export const PASSKEYS_PER_USER = 10;

export const RELYING_PARTY_NAME = 'FairLeads';

/** The relying party of APP_URL: its host is the RP ID, its origin the only one a response may come from. */
export function relyingParty(appUrl: string, appOrigin: string): { rpID: string; origin: string } {
  return { rpID: new URL(appUrl).hostname, origin: appOrigin };
}

/** The WebAuthn user handle of a user: the 16 bytes of their id, so it names nobody. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

const MAX_FIELD = 16_384;

function isBase64Url(value: unknown, max = MAX_FIELD): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max && /^[A-Za-z0-9_-]+={0,2}$/.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of a credential both kinds of response share; the rest the library checks. */
function isCredential(value: unknown): value is Record<string, unknown> & { id: string; response: Record<string, unknown> } {
  return isRecord(value) && isBase64Url(value.id, 1400) && isBase64Url(value.rawId, 1400) && value.type === 'public-key' && isRecord(value.response) && isBase64Url(value.response.clientDataJSON);
}

/** A browser's navigator.credentials.create() answer as JSON; 400 for anything else. */
export function asRegistrationResponse(value: unknown): RegistrationResponseJSON {
  if (!isCredential(value) || !isBase64Url(value.response.attestationObject)) throw IdentityErrors.passkeyRegistrationFailed();
  const transports = value.response.transports;
  if (transports !== undefined && !(Array.isArray(transports) && transports.length <= 10 && transports.every((t) => typeof t === 'string' && t.length <= 20))) {
    throw IdentityErrors.passkeyRegistrationFailed();
  }
  return { clientExtensionResults: {}, ...value } as unknown as RegistrationResponseJSON;
}

/** A browser's navigator.credentials.get() answer as JSON; 401 for anything else. */
export function asAuthenticationResponse(value: unknown): AuthenticationResponseJSON {
  if (!isCredential(value) || !isBase64Url(value.response.authenticatorData) || !isBase64Url(value.response.signature)) throw IdentityErrors.passkeySignInFailed();
  const handle = value.response.userHandle;
  if (handle !== undefined && handle !== null && !isBase64Url(handle, 200)) throw IdentityErrors.passkeySignInFailed();
  return { clientExtensionResults: {}, ...value } as unknown as AuthenticationResponseJSON;
}
