import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './keys';
import type { CurrentAccount } from './types';

/** GET /api/account (the current account, with whether it requires a second factor). */
export function useCurrentAccount(enabled: boolean) {
  return useQuery<CurrentAccount>({ queryKey: ACCOUNT_KEY, enabled });
}
