import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiKey } from '../api-key-types';

export const API_KEYS_KEY = ['/api/account/api-keys'] as const;

/** GET /api/account/api-keys: the account's keys (never the key itself). */
function getApiKeys(): Promise<ApiKey[]> {
  return apiRequest<ApiKey[]>('/api/account/api-keys');
}

export function useApiKeys() {
  return useQuery(
    queryOptions({
      queryKey: API_KEYS_KEY,
      queryFn: async () => (await getApiKeys()) ?? [],
      // 'last used' changes while the tab is closed
      staleTime: 0,
    }),
  );
}
