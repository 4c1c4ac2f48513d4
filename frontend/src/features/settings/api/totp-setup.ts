import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** POST /api/account/security/totp/setup; `qrSvg` is shown as an image, never put into the page's DOM. */
export type TotpSetup = ApiSchema<'TotpSetupAnswer'>;

function startTotpSetup(): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/api/account/security/totp/setup', 'POST');
}

export function useTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup });
}
