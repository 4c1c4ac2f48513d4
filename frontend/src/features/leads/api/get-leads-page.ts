import { apiGetWithHeaders } from '@/lib/api-client';
import type { Lead, LeadsPageData } from '../types';

/** One page of the desk: GET /api/leads?limit=…(&cursor=…) with its Link, X-Total-Count and X-Leads-Cursor. */
export async function getLeadsPage(url: string, signal?: AbortSignal): Promise<LeadsPageData> {
  const { headers, data } = await apiGetWithHeaders<Lead[]>(url, signal);
  return {
    leads: data ?? [],
    next: /<([^>]+)>;\s*rel="next"/.exec(headers.get('Link') ?? '')?.[1] ?? null,
    total: Number(headers.get('X-Total-Count') ?? data?.length ?? 0),
    cursor: headers.get('X-Leads-Cursor') ?? '',
  };
}
