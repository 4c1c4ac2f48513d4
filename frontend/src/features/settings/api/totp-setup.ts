import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/security/totp/setup. Written by hand until the generated schema has it. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** An SVG document from our server: shown as an image, never put into the page's DOM. */
  qrSvg: string;
}

function startTotpSetup(): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/api/account/security/totp/setup', 'POST');
}

export function useTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup });
}
