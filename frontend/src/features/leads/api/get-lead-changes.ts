import { ApiError, apiGetWithHeaders } from '@/lib/api-client';
import { changesUrl } from '../lib/leads-url';
import type { Lead, LeadFilters, RemovedLead } from '../types';

type LeadChanges =
  | { kind: 'unchanged'; cursor: string }
  | { kind: 'changed'; leads: (Lead | RemovedLead)[]; cursor: string }
  /** 410: the organiser's events changed (or too much did): read the list again. */
  | { kind: 'reset' };

/** The desk's poll: GET /api/leads?since=<cursor> with the filters; 304 when nothing changed. */
export async function getLeadChanges(filters: LeadFilters, cursor: string, signal?: AbortSignal): Promise<LeadChanges> {
  try {
    const { status, headers, data } = await apiGetWithHeaders<(Lead | RemovedLead)[]>(changesUrl(filters, cursor), signal);
    const next = headers.get('X-Leads-Cursor') ?? cursor;
    return status === 304 ? { kind: 'unchanged', cursor: next } : { kind: 'changed', leads: data ?? [], cursor: next };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return { kind: 'reset' };
    throw error;
  }
}
