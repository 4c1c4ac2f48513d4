import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { EraseReason } from '@fairleads/shared/erasure';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';
import type { CrmCopy } from '../crm-types';
import type { LeadsPageData } from '../types';
import { leadCrmKey } from './get-lead-crm';
import { leadDetailKey } from './get-lead-detail';
import { leadSummaryKey } from './get-lead-summary';

/**
 * POST /api/leads/{id}/erase: the personal data go for good. 400 (reason) and 404 carry German
 * messages. `crmCopies`: the CRMs the lead was sent to keep their copy (the customer's to erase).
 */
export function eraseLead(leadId: string, reason: EraseReason): Promise<LeadErased> {
  return apiRequest<LeadErased>(`/api/leads/${encodeURIComponent(leadId)}/erase`, 'POST', { reason });
}

type LeadErased = ApiSchema<'LeadErasedAnswer'>;

/** What became of the lead: erased now (with its copies in CRMs), or gone already (404: the visitor erased it first, by the link in a mail). */
export type EraseOutcome = { alreadyGone: false; message: string; crmCopies: CrmCopy[] } | { alreadyGone: true };

/**
 * Erases a lead. `onGone` runs first (the sheet closes), then the lead leaves every loaded list and
 * its cached detail goes: removed while the sheet still showed it, the detail would load again
 * (a 404). A 404 counts as gone too: asking again would only answer 404 again.
 */
export function useEraseLead(leadId: string, onGone: (outcome: EraseOutcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: EraseReason): Promise<EraseOutcome> => {
      try {
        const answer = await eraseLead(leadId, reason);
        return { alreadyGone: false, message: answer.message, crmCopies: answer.crmCopies ?? [] };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { alreadyGone: true };
        throw error;
      }
    },
    onSuccess: (outcome) => {
      onGone(outcome);
      queryClient.setQueriesData<InfiniteData<LeadsPageData, string>>({ queryKey: ['/api/leads', 'desk'] }, (data) => {
        const listed = data?.pages?.some((page) => page.leads.some((lead) => String(lead.id) === leadId));
        if (!data || !listed) return data;
        return {
          ...data,
          pages: data.pages.map((page) => ({ ...page, total: page.total - 1, leads: page.leads.filter((lead) => String(lead.id) !== leadId) })),
        };
      });
      queryClient.removeQueries({ queryKey: leadDetailKey(leadId) });
      queryClient.removeQueries({ queryKey: leadCrmKey(leadId) });
      void queryClient.invalidateQueries({ queryKey: leadSummaryKey(null).slice(0, 1) });
    },
  });
}
