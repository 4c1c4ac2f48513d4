import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { EraseReason } from '@fairleads/shared/erasure';
import { apiRequest } from '@/lib/api-client';
import type { LeadsPageData } from '../types';
import { leadDetailKey } from './get-lead-detail';
import { leadSummaryKey } from './get-lead-summary';

/** POST /api/leads/{id}/erase: the personal data go for good. 400 (reason) and 404 carry German messages. */
export function eraseLead(leadId: string, reason: EraseReason): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leads/${encodeURIComponent(leadId)}/erase`, 'POST', { reason });
}

/** Erases a lead; on success it leaves every loaded list at once (the desk's next poll says the same). */
export function useEraseLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: EraseReason) => eraseLead(leadId, reason),
    onSuccess: () => {
      queryClient.setQueriesData<InfiniteData<LeadsPageData, string>>({ queryKey: ['/api/leads', 'desk'] }, (data) => {
        const listed = data?.pages?.some((page) => page.leads.some((lead) => String(lead.id) === leadId));
        if (!data || !listed) return data;
        return {
          ...data,
          pages: data.pages.map((page) => ({ ...page, total: page.total - 1, leads: page.leads.filter((lead) => String(lead.id) !== leadId) })),
        };
      });
      queryClient.removeQueries({ queryKey: leadDetailKey(leadId) });
      void queryClient.invalidateQueries({ queryKey: leadSummaryKey(null).slice(0, 1) });
    },
  });
}
