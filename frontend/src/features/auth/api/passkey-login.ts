import { useMutation } from '@tanstack/react-query';
import { startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';
import type { SignedIn } from './login';

/** POST /api/auth/passkey/options: a challenge for a discoverable credential (kept in the session 5 minutes). */
function passkeyLoginOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return apiRequest<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', 'POST');
}

/** POST /api/auth/passkey {response}: signs in in place of password and code. */
function passkeyLogin(response: AuthenticationResponseJSON): Promise<SignedIn> {
  return apiRequest<SignedIn>('/api/auth/passkey', 'POST', { response });
}

/** The whole passkey sign-in: challenge, the browser's dialog, the server's check. */
export async function signInWithPasskey(): Promise<SignedIn> {
  const optionsJSON = await passkeyLoginOptions();
  const response = await startAuthentication({ optionsJSON });
  return passkeyLogin(response);
}

export function usePasskeyLogin(options: { onSuccess?: (data: SignedIn) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: signInWithPasskey, ...options });
}
