import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type ResendDoiResponse = ApiSchema<'ResendDoiAnswer'>;

/** POST /api/leads/{id}/resend-doi. 429 carries the German lock message; 404/409 their messages. */
export function resendDoi(leadId: string | number): Promise<ResendDoiResponse> {
  return apiRequest<ResendDoiResponse>(`/api/leads/${encodeURIComponent(String(leadId))}/resend-doi`, 'POST');
}
