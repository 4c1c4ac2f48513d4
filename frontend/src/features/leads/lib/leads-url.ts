import type { LeadFilters } from '../types';

/** Leads per page of the desk (the API allows up to 200). */
const DESK_PAGE_SIZE = 50;

/** The filters as GET /api/leads query parameters (the server applies the same to pages, polls and exports). */
function filterParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.eventId) params.set('eventId', filters.eventId);
  if (filters.view === 'confirmed') params.set('status', 'confirmed');
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.rating) params.set('rating', filters.rating);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.source) params.set('source', filters.source);
  return params;
}

export function firstPageUrl(filters: LeadFilters): string {
  const params = filterParams(filters);
  params.set('limit', String(DESK_PAGE_SIZE));
  return `/api/leads?${params}`;
}

export function changesUrl(filters: LeadFilters, cursor: string): string {
  const params = filterParams(filters);
  params.set('since', cursor);
  return `/api/leads?${params}`;
}

/** The server's streamed export with the desk's filters: 'crm' (CSV (CRM)) or 'excel' (Excel (Deutsch)). */
export function exportUrl(filters: LeadFilters, format: 'crm' | 'excel'): string {
  const params = filterParams(filters);
  params.set('format', format);
  return `/api/leads/export?${params}`;
}
