/**
 * Session state shared by several features (landing top bar, route guard, app navigation).
 * Lives in lib/ because features must not import each other (bulletproof-react keeps it in lib/auth).
 */
import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import type { AccountRole } from './account-role';
import type { ApiSchema } from './api/schemas';

/** One account the user belongs to (GET /api/auth/me `accounts`). */
export type AccountMembership = ApiSchema<'AccountSummaryAnswer'>;

/**
 * GET /api/auth/me: the signed-in user (signedInBefore: false during its first session);
 * companySlug, eventCredits and freeEventAvailable describe the current account; secondFactor
 * whether one is required and this session has it (lib/second-factor.ts).
 */
export type User = ApiSchema<'AccountUserAnswer'>;

export type UserRole = User['role'];

export const ME_QUERY_KEY = ['/api/auth/me'] as const;

const fetchMeRaw = getQueryFn<User | { user: User } | null>({ on401: 'returnNull' });

/** GET /api/auth/me: null on 401; tolerant of a `{ user }` wrapper. */
async function getMe(context: QueryFunctionContext): Promise<User | null> {
  const body = await fetchMeRaw(context as Parameters<typeof fetchMeRaw>[0]);
  if (!body) return null;
  if (typeof body === 'object' && 'user' in body && body.user && typeof body.user === 'object') {
    return body.user;
  }
  return body as User;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: getMe,
    retry: false,
  });

/**
 * Current user. Any failure counts as "not logged in" (null).
 * `refetchOnWindowFocus` is only turned on by the landing page.
 */
export function useUser(options: { refetchOnWindowFocus?: boolean | 'always' } = {}) {
  const query = useQuery({
    ...meQueryOptions(),
    refetchOnWindowFocus: options.refetchOnWindowFocus ?? false,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
  };
}

/** The current user's role in the current account (undefined while unknown; see account-role.ts). */
export function useAccountRole(): AccountRole | null | undefined {
  const { user } = useUser();
  return user?.accountRole;
}
