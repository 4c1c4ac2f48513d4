import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsTexts as t } from '../texts';
import type { Lead } from '../types';

/** Spec 9: leads poll every 5 s, also while the tab is in the background. */
export const LEADS_POLL_MS = 5000;
export const LEADS_QUERY_KEY = ['/api/leads'] as const;

/**
 * GET /api/leads (all events; filtered on the client so switching the filter is instant and one
 * poll serves every view). The server answers unchanged data with 304 + ETag; the browser's HTTP
 * cache turns that into the cached 200 body, and react-query's structural sharing then keeps the
 * very same array, so an unchanged poll re-renders nothing.
 */
export async function getLeads({ signal }: { signal?: AbortSignal } = {}): Promise<Lead[]> {
  let res: Response;
  try {
    res = await fetch('/api/leads', { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(t.loadError);
  }
  if (!res.ok) throw new Error(t.loadError);
  const data: unknown = await res.json();
  if (!Array.isArray(data)) throw new Error(t.loadError);
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
