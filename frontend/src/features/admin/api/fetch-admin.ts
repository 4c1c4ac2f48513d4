import { ApiError } from '@/lib/api-client';

/**
 * GET of an admin list or stats object. Any failure throws `fallback` (spec 8, 'Admin fetch'),
 * keeping the HTTP status so the screens can tell a lost session (401/403) from an outage.
 */
export async function fetchAdmin<T>(url: string, fallback: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(fallback, 0);
  }
  if (!res.ok) throw new ApiError(fallback, res.status);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError(fallback, res.status);
  }
}

/** Keys of every admin query: invalidating ADMIN_QUERY_ROOT refreshes the whole panel. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;
