import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AdminAccount } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const ADMIN_ACCOUNTS_KEY = [...ADMIN_QUERY_ROOT, 'accounts'] as const;

/** GET /api/admin/accounts (every account with its members, sorted by name). */
export async function getAccounts({ signal }: { signal?: AbortSignal } = {}): Promise<AdminAccount[]> {
  const data = await fetchAdmin<unknown>('/api/admin/accounts', i18n.t('fetchErrors.accounts', { ns: NS }), signal);
  if (!Array.isArray(data)) throw new ApiError(i18n.t('fetchErrors.accounts', { ns: NS }), 200);
  return data as AdminAccount[];
}

export const accountsQueryOptions = () => queryOptions({ queryKey: ADMIN_ACCOUNTS_KEY, queryFn: getAccounts, staleTime: 0 });

export function useAdminAccounts() {
  return useQuery(accountsQueryOptions());
}
