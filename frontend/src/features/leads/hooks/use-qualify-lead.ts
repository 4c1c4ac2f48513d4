import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { leadCrmKey } from '../api/get-lead-crm';
import { leadDetailKey } from '../api/get-lead-detail';
import { leadSummaryKey } from '../api/get-lead-summary';
import { qualifyLead, type QualifyLeadChange } from '../api/qualify-lead';
import { i18n } from '@/i18n';
import '../i18n';
import type { LeadDetail, LeadsPageData } from '../types';

/**
 * Rating, tags and note of one lead (panel and row). On success the panel shows the server's
 * answer and every loaded list shows the new rating and tags at once (the next poll confirms).
 * A lead already in a CRM is sent there again: the sheet's CRM block asks anew (and polls while it waits).
 */
export function useQualifyLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QualifyLeadChange) => qualifyLead(leadId, change),
    onSuccess: (detail: LeadDetail) => {
      queryClient.setQueryData(leadDetailKey(leadId), detail);
      queryClient.setQueriesData<InfiniteData<LeadsPageData, string>>({ queryKey: ['/api/leads', 'desk'] }, (data) => {
        if (!data?.pages) return data;
        return {
          ...data,
          pages: data.pages.map((page) =>
            page.leads.some((lead) => String(lead.id) === leadId)
              ? {
                  ...page,
                  leads: page.leads.map((lead) =>
                    String(lead.id) === leadId ? { ...lead, rating: detail.rating, tags: detail.tags, notedAt: lead.notedAt } : lead,
                  ),
                }
              : page,
          ),
        };
      });
      void queryClient.invalidateQueries({ queryKey: leadSummaryKey(null).slice(0, 1) });
      void queryClient.invalidateQueries({ queryKey: leadCrmKey(leadId) });
    },
    onError: (error) => {
      toast.error(i18n.t('leads:qualifyError'), { description: error instanceof ApiError && error.serverMessage ? error.serverMessage : i18n.t('leads:networkError') });
    },
  });
}
