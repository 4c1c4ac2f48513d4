import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LeadDetail } from '../types';

export const leadDetailKey = (leadId: string) => ['/api/leads/detail', leadId] as const;

/** GET /api/leads/{id}: answers, qualification, consent record and timeline for the detail panel. */
export function useLeadDetail(leadId: string | null) {
  return useQuery({
    queryKey: leadDetailKey(leadId ?? ''),
    queryFn: () => apiRequest<LeadDetail>(`/api/leads/${encodeURIComponent(leadId!)}`),
    enabled: Boolean(leadId),
  });
}
