/**
 * Session state shared by several features (landing top bar, route guard, app navigation).
 * Lives in lib/ because features must not import each other (bulletproof-react keeps it in lib/auth).
 */
import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export type UserRole = 'user' | 'admin' | 'superadmin';

export interface User {
  id: number | string;
  name: string;
  email: string;
  companySlug: string;
  eventCredits: number;
  /** The free first event (10 leads) is still to be created (absent from older servers). */
  freeEventAvailable?: boolean;
  role: UserRole;
  /** false during the organiser's first session (the server knows it on every device). */
  signedInBefore?: boolean;
}

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
