import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsTexts as t } from '../texts';
import type { Lead } from '../types';

/** Spec 9: leads poll every 5 s, also while the tab is in the background. */
export const LEADS_POLL_MS = 5000;
export const LEADS_QUERY_KEY = ['/api/leads'] as const;

/** The last full answer and its ETag: an unchanged poll (304) answers with these. */
let lastAnswer: { etag: string; leads: Lead[] } | null = null;

/**
 * GET /api/leads (all events; filtered on the client so switching the filter is instant and one
 * poll serves every view). The server marks the list no-store (visitors' personal data stays out
 * of the browser's disk cache on a shared stand laptop), so this call revalidates itself: it sends
 * the last ETag in If-None-Match and answers a 304 with the list it already has, the very same
 * array, so react-query's structural sharing re-renders nothing.
 */
export async function getLeads({ signal }: { signal?: AbortSignal } = {}): Promise<Lead[]> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const previous = lastAnswer;
  if (previous) headers['If-None-Match'] = previous.etag;
  let res: Response;
  try {
    res = await fetch('/api/leads', { credentials: 'include', signal, headers, cache: 'no-store' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(t.loadError);
  }
  if (res.status === 304 && previous) return previous.leads;
  if (!res.ok) throw new Error(t.loadError);
  const data: unknown = await res.json();
  if (!Array.isArray(data)) throw new Error(t.loadError);
  const etag = res.headers.get('ETag');
  lastAnswer = etag ? { etag, leads: data as Lead[] } : null;
  return data as Lead[];
}

export const leadsQueryOptions = () =>
  queryOptions({
    queryKey: LEADS_QUERY_KEY,
    queryFn: getLeads,
    refetchInterval: LEADS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
