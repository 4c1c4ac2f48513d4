import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import type { Passkey } from './get-passkeys';
import { PASSKEYS_KEY, SECURITY_KEY } from './security-keys';

/** POST /api/account/security/passkeys/options: the registration's challenge (kept in the session 5 minutes). */
function passkeyOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return apiRequest<PublicKeyCredentialCreationOptionsJSON>('/api/account/security/passkeys/options', 'POST');
}

/** POST /api/account/security/passkeys {name, response} -> 201 the passkey. */
function savePasskey(input: { name: string; response: RegistrationResponseJSON }): Promise<Passkey> {
  return apiRequest<Passkey>('/api/account/security/passkeys', 'POST', input);
}

async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await passkeyOptions();
  const response = await startRegistration({ optionsJSON });
  return savePasskey({ name, response });
}

/** Challenge, the browser's dialog, the server's check; a passkey is a second factor, so `me` is read afresh. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
