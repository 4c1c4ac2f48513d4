import { AUDIT_PAGE_SIZE } from '@fairleads/shared/admin-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AuditLogPage } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

/** GET /api/admin/audit-log?page=&pageSize=: one page, newest first. */
export async function getAuditLog(page: number, pageSize: number, signal?: AbortSignal): Promise<AuditLogPage> {
  const data = await fetchAdmin<AuditLogPage>(`/api/admin/audit-log?page=${page}&pageSize=${pageSize}`, i18n.t('fetchErrors.auditLog', { ns: NS }), signal);
  if (!data || !Array.isArray(data.items)) throw new ApiError(i18n.t('fetchErrors.auditLog', { ns: NS }), 200);
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
