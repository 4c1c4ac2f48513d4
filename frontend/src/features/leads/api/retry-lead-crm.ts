import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CrmProvider } from '../crm-types';
import { leadCrmKey } from './get-lead-crm';

/** POST /api/leads/{id}/crm/{provider}/retry: 'Erneut senden' (integrations.manage). */
function retryLeadCrm({ leadId, provider }: { leadId: string; provider: CrmProvider }): Promise<unknown> {
  return apiRequest<unknown>(`/api/leads/${encodeURIComponent(leadId)}/crm/${provider}/retry`, 'POST');
}

export function useRetryLeadCrm(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: CrmProvider) => retryLeadCrm({ leadId, provider }),
    // the entry waits again: reading it starts the polling until it is sent or fails
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadCrmKey(leadId) }),
  });
}
