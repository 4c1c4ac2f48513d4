import type { StandSession } from '@fairleads/shared/stand-mode';
import { ApiError } from '@/lib/api-client';
import type { StandLocation } from '../types';
import { isNoAnswer, standApiPath, standRequest } from './stand-request';

export type SessionCheck =
  | { state: 'valid'; session: StandSession }
  /** 401: revoked, expired or unknown token. */
  | { state: 'refused'; message: string | null }
  /** No answer (offline): the page works from what it knows. */
  | { state: 'unknown' };

/** GET /api/stand/{companySlug}/{eventSlug} with the device token. */
export async function checkStandSession(location: StandLocation, token: string): Promise<SessionCheck> {
  try {
    return { state: 'valid', session: await standRequest<StandSession>(standApiPath(location), 'GET', token) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
      return { state: 'refused', message: error.serverMessage ?? null };
    }
    if (isNoAnswer(error)) return { state: 'unknown' };
    return { state: 'unknown' };
  }
}
