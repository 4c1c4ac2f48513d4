import { ApiError } from '@/lib/api-client';

/** The server's sentence in the user's language (last owner, missing permission, ...), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
