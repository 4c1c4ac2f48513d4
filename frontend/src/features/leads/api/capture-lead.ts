import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** The submit's body without a form token: name, e-mail, the custom fields, the visitor's tick, the source. */
export type CaptureLeadBody = ApiSchema<'MemberCaptureDto'>;
/** 201 a new lead, 200 a known address (its pending mail sent again). */
export type CaptureLeadAnswer = ApiSchema<'MemberCaptureAnswer'>;

/** POST /api/events/{id}/leads: a member captures a visitor at the stand (the event's rules, cap and double opt-in). */
export function captureLead(eventId: string, body: CaptureLeadBody): Promise<CaptureLeadAnswer> {
  return apiRequest<CaptureLeadAnswer>(`/api/events/${encodeURIComponent(eventId)}/leads`, 'POST', body);
}
