import { ApiError, apiGetWithHeaders } from '@/lib/api-client';

/**
 * GET of an admin list or stats object. Any failure throws `fallback` (the list's own sentence),
 * keeping the HTTP status so the screens can tell a lost session (401/403) from an outage.
 */
export async function fetchAdmin<T>(url: string, fallback: string, signal?: AbortSignal): Promise<T> {
  try {
    return (await apiGetWithHeaders<T>(url, signal)).data as T;
  } catch (error) {
    if (signal?.aborted) throw error;
    // the code stays: a 403 SECOND_FACTOR_REQUIRED leads to the security settings (lib/query-client)
    throw new ApiError(fallback, error instanceof ApiError ? error.status : 0, undefined, undefined, error instanceof ApiError ? error.code : undefined);
  }
}

/** Keys of every admin query: invalidating ADMIN_QUERY_ROOT refreshes the whole panel. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
