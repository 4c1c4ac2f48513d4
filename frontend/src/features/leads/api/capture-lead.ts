import type { StandLeadSource } from '@fairleads/shared/lead-source';
import { apiRequest } from '@/lib/api-client';

// TODO(generated): the body of POST /api/events/{id}/leads (docs/architecture.md "A member captures")
export interface CaptureLeadBody {
  email: string;
  name?: string;
  customField1?: string;
  customField2?: string;
  consent: true;
  source: StandLeadSource;
  /** Made once per visitor: a double tap or a resend records nothing new. */
  submissionId?: string;
}

// TODO(generated): its answer, 201 a new lead, 200 a known address
export interface CaptureLeadAnswer {
  leadId: string;
  status: string;
}

/** POST /api/events/{id}/leads: a member captures a visitor at the stand (the event's rules, cap and double opt-in). */
export function captureLead(eventId: string, body: CaptureLeadBody): Promise<CaptureLeadAnswer> {
  return apiRequest<CaptureLeadAnswer>(`/api/events/${encodeURIComponent(eventId)}/leads`, 'POST', body);
}
