import { apiRequest } from '@/lib/api-client';
import type { LeadDetail, LeadRating } from '../types';

export interface QualifyLeadChange {
  rating?: LeadRating | null;
  tags?: string[];
  note?: string;
}

/** PATCH /api/leads/{id}: what is sent changes; answers the lead's detail. 400 carries the German message. */
export function qualifyLead(leadId: string, change: QualifyLeadChange): Promise<LeadDetail> {
  return apiRequest<LeadDetail>(`/api/leads/${encodeURIComponent(leadId)}`, 'PATCH', change);
}
