import { apiRequest } from '@/lib/api-client';

export interface ConfirmLeadResult {
  success: boolean;
  downloadUrl: string | null;
  message?: string;
  event?: {
    name?: string;
    primaryColor?: string | null;
    secondaryColor?: string | null;
    backgroundColor?: string | null;
    logoUrl?: string | null;
    ctaButtonText?: string | null;
  } | null;
}

/** POST /api/confirm/{token}; idempotent on the server (a second call answers success again). */
export function confirmLead(token: string): Promise<ConfirmLeadResult> {
  return apiRequest<ConfirmLeadResult>(`/api/confirm/${encodeURIComponent(token)}`, 'POST');
}
