import { AUDIT_PAGE_SIZE } from '@fairleads/shared/admin-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { adminFetchErrors } from '../texts';
import type { AuditLogPage } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

/** GET /api/admin/audit-log?page=&pageSize=: one page, newest first. */
export async function getAuditLog(page: number, pageSize: number, signal?: AbortSignal): Promise<AuditLogPage> {
  const data = await fetchAdmin<AuditLogPage>(`/api/admin/audit-log?page=${page}&pageSize=${pageSize}`, adminFetchErrors.auditLog, signal);
  if (!data || !Array.isArray(data.items)) throw new ApiError(adminFetchErrors.auditLog, 200);
  return data;
}

const auditLogQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'audit-log', pageSize, page],
    queryFn: ({ signal }) => getAuditLog(page, pageSize, signal),
    staleTime: 0,
    // the page on screen stays while the next one loads (no empty flash between pages)
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number, pageSize = AUDIT_PAGE_SIZE) {
  return useQuery(auditLogQueryOptions(page, pageSize));
}
