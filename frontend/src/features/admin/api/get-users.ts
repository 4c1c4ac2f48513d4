import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AdminUser } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const ADMIN_USERS_KEY = [...ADMIN_QUERY_ROOT, 'users'] as const;

/** GET /api/admin/users */
async function getUsers({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUser[]> {
  const data = await fetchAdmin<unknown>('/api/admin/users', i18n.t('fetchErrors.users', { ns: NS }), signal);
  if (!Array.isArray(data)) throw new ApiError(i18n.t('fetchErrors.users', { ns: NS }), 200);
  return data as AdminUser[];
}

const usersQueryOptions = () => queryOptions({ queryKey: ADMIN_USERS_KEY, queryFn: getUsers, staleTime: 0 });

export function useAdminUsers() {
  return useQuery(usersQueryOptions());
}
