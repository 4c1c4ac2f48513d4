import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { LeadCrmSync } from '../crm-types';

/** How often the block asks again while a delivery waits: the organiser sees it change. */
export const CRM_POLL_MS = 3000;

export const leadCrmKey = (leadId: string) => ['/api/leads/crm', leadId] as const;

/** GET /api/leads/{id}/crm: one entry per CRM the lead went (or goes) to; empty without a connection. */
function getLeadCrm(leadId: string): Promise<LeadCrmSync[]> {
  return apiRequest<LeadCrmSync[]>(`/api/leads/${encodeURIComponent(leadId)}/crm`);
}

export function useLeadCrm(leadId: string) {
  return useQuery({
    queryKey: leadCrmKey(leadId),
    queryFn: async () => (await getLeadCrm(leadId)) ?? [],
    refetchInterval: (query) => (query.state.data?.some((sync) => sync.state === 'pending') ? CRM_POLL_MS : false),
    // a lead that is gone has nothing to show here: no retries
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
