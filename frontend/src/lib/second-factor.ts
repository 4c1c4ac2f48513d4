/**
 * Where a second factor is required (platform admins always, an account's members when its owner
 * asks for it) and the session has none, the server answers 403 SECOND_FACTOR_REQUIRED and
 * GET /api/auth/me says so: the app then leads to the security settings. Shared by the organiser
 * layout, the admin gate, the settings page and the query client.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { ME_QUERY_KEY, type User } from './auth';

export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

/** Where the user sets up a second factor. */
export const SECURITY_SETTINGS_PATH = '/settings?tab=security';

/** Whether the app must lead this user to the security settings before anything else. */
export function needsSecondFactor(user: User | null | undefined): boolean {
  const status = user?.secondFactor;
  return Boolean(status?.required && !status.satisfied);
}

export function isSecondFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === SECOND_FACTOR_REQUIRED;
}

/**
 * A call answered 403 SECOND_FACTOR_REQUIRED: the cached user is marked at once (the layouts
 * redirect on it) and read afresh, so the server's word stands.
 */
export function onSecondFactorRequired(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<User | null>(ME_QUERY_KEY);
  if (user) {
    queryClient.setQueryData<User>(ME_QUERY_KEY, {
      ...user,
      secondFactor: { enabled: user.secondFactor?.enabled ?? false, required: true, satisfied: false },
    });
  }
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
