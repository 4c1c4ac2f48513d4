import { apiRequest } from '@/lib/api-client';
import type { LeadDetail } from '../types';
import type { ApiSchema } from '@/lib/api/schemas';

export type QualifyLeadChange = ApiSchema<'QualifyLeadDto'>;

/** PATCH /api/leads/{id}: what is sent changes; answers the lead's detail. 400 carries the German message. */
export function qualifyLead(leadId: string, change: QualifyLeadChange): Promise<LeadDetail> {
  return apiRequest<LeadDetail>(`/api/leads/${encodeURIComponent(leadId)}`, 'PATCH', change);
}
