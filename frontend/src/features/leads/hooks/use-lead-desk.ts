import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EVENTS_QUERY_KEY } from '@/lib/events';
import { getLeadChanges } from '../api/get-lead-changes';
import { getLeadsPage } from '../api/get-leads-page';
import { leadSummaryKey } from '../api/get-lead-summary';
import { firstPageUrl } from '../lib/leads-url';
import { mergeChanges } from '../lib/merge-changes';
import type { Lead, LeadFilters, LeadsPageData } from '../types';

/** The desk polls every 5 s, also while the tab is in the background. */
const LEADS_POLL_MS = 5000;

const deskKey = (filters: LeadFilters) => ['/api/leads', 'desk', filters] as const;
export const pollKey = (filters: LeadFilters) => ['/api/leads', 'since', filters] as const;
type DeskData = InfiniteData<LeadsPageData, string>;

/** What one poll brought: the leads that arrived (toast, highlight) and when it answered. */
export interface DeskPoll {
  arrived: Lead[];
  at: number;
}

/**
 * The live lead desk: the first page (50 leads) and any further pages the organiser loads, kept
 * current by a `since` poll every 5 s that carries only what changed (a new lead is one lead on
 * the wire, an unchanged poll a 304). A 410 (events added, renamed or deleted) reads the list again.
 */
export function useLeadDesk(filters: LeadFilters) {
  const queryClient = useQueryClient();
  const key = useMemo(() => deskKey(filters), [filters]);
  // the events' lead counts (the free event's cap notice) follow the list: a new, removed or erased lead changes them
  const refreshEvents = () => void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY, exact: true });

  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => getLeadsPage(pageParam, signal),
    initialPageParam: firstPageUrl(filters),
    getNextPageParam: (last) => last.next ?? undefined,
    // fresh by the poll, not by refetching every page
    staleTime: Infinity,
    // another filter shows the list so far until its own arrives: the filters stay on screen (and
    // keep the focus and the phone's open panel) instead of giving way to a spinner
    placeholderData: keepPreviousData,
    // asked even while the browser reports no network: a failure shows (TanStack would pause and wait)
    networkMode: 'always',
  });

  const poll = useQuery({
    queryKey: pollKey(filters),
    // the list of these filters, not the one shown meanwhile from the filters before
    enabled: pages.isSuccess && !pages.isPlaceholderData,
    // the page just read is current: the first poll is due one interval later
    initialData: () => ({ arrived: [], at: Date.now() }),
    staleTime: LEADS_POLL_MS,
    refetchInterval: LEADS_POLL_MS,
    refetchIntervalInBackground: true,
    // every 5 s whatever the browser reports: a failed poll says 'Offline', the first to succeed 'Live'
    // (the default would pause the poll offline, so it neither failed nor said so)
    networkMode: 'always',
    // the browser has a network again: ask at once, not up to 5 s later
    refetchOnReconnect: 'always',
    retry: false,
    queryFn: async ({ signal }): Promise<DeskPoll> => {
      const data = queryClient.getQueryData<DeskData>(key);
      const cursor = data?.pages[0]?.cursor;
      if (!data || !cursor) return { arrived: [], at: Date.now() };
      const changes = await getLeadChanges(filters, cursor, signal);
      if (changes.kind === 'reset') {
        refreshEvents();
        await queryClient.resetQueries({ queryKey: key, exact: true });
        return { arrived: [], at: Date.now() };
      }
      if (changes.kind === 'unchanged') {
        if (changes.cursor !== cursor) {
          queryClient.setQueryData<DeskData>(key, (current) =>
            current ? { ...current, pages: [{ ...current.pages[0], cursor: changes.cursor }, ...current.pages.slice(1)] } : current,
          );
        }
        return { arrived: [], at: Date.now() };
      }
      let arrived: Lead[] = [];
      queryClient.setQueryData<DeskData>(key, (current) => {
        if (!current) return current;
        const merged = mergeChanges(current.pages, changes.leads, changes.cursor);
        arrived = merged.arrived;
        return { ...current, pages: merged.pages };
      });
      void queryClient.invalidateQueries({ queryKey: leadSummaryKey(filters.eventId) });
      refreshEvents();
      return { arrived, at: Date.now() };
    },
  });

  const leads = useMemo(() => pages.data?.pages.flatMap((page) => page.leads), [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  return { pages, poll, leads, total };
}
