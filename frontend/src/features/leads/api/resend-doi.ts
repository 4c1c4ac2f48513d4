import { apiRequest } from '@/lib/api-client';

interface ResendDoiResponse {
  message: string;
  /** ISO time until which a further resend is refused. */
  lockedUntil?: string;
}

/** POST /api/leads/{id}/resend-doi. 429 carries the German lock message; 404/409 their messages. */
export function resendDoi(leadId: string | number): Promise<ResendDoiResponse> {
  return apiRequest<ResendDoiResponse>(`/api/leads/${encodeURIComponent(String(leadId))}/resend-doi`, 'POST');
}
