/**
 * POST /api/account/switch, shared by the header's account switcher and the invitation page
 * (features must not import each other).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { ApiSchema } from './api/schemas';
import { ME_QUERY_KEY, meQueryOptions } from './auth';

/** GET /api/account and the switch's answer. */
export type CurrentAccount = ApiSchema<'CurrentAccountAnswer'>;

export function switchAccount(accountId: string): Promise<CurrentAccount> {
  return apiRequest<CurrentAccount>('/api/account/switch', 'POST', { accountId });
}

/**
 * After a switch nothing of the other account may stay on screen: every cached query but /me is
 * dropped (events, leads, settings, ...), then /me is fetched again; the organiser layout remounts
 * its page for the new account, whose queries load afresh.
 */
export async function enterAccount(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/** Switch, drop the cache, refetch /me; `onSuccess` then navigates. */
export function useSwitchAccount(options: { onSuccess?: (account: CurrentAccount) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) => {
      const account = await switchAccount(accountId);
      await enterAccount(queryClient);
      return account;
    },
    ...options,
  });
}
