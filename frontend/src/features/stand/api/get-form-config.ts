import { apiRequest, ApiError } from '@/lib/api-client';
import { eventKey, type PublicFormConfig, type StandLocation } from '../types';
import { formApiPath, STAND_REQUEST_TIMEOUT_MS } from './stand-request';

const CACHE_PREFIX = 'fairleads.stand.form:';

export type FormConfigLoad =
  | { state: 'ready'; config: PublicFormConfig; fromCache: boolean }
  /** 404/410: the event is gone or its form closed. */
  | { state: 'unavailable'; message: string }
  /** Neither the server nor this device's copy. */
  | { state: 'missing' };

function cached(location: StandLocation): PublicFormConfig | null {
  try {
    return JSON.parse(localStorage.getItem(CACHE_PREFIX + eventKey(location)) ?? 'null') as PublicFormConfig | null;
  } catch {
    return null;
  }
}

/**
 * GET /api/form/{companySlug}/{eventSlug}, kept on the device so the stand starts without a
 * network (the configuration holds no personal data).
 */
export async function loadFormConfig(location: StandLocation): Promise<FormConfigLoad> {
  try {
    const config = await apiRequest<PublicFormConfig>(formApiPath(location), 'GET', undefined, {
      signal: AbortSignal.timeout(STAND_REQUEST_TIMEOUT_MS),
    });
    try {
      localStorage.setItem(CACHE_PREFIX + eventKey(location), JSON.stringify(config));
    } catch {
      // a full storage costs only the offline start
    }
    return { state: 'ready', config, fromCache: false };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      return { state: 'unavailable', message: error.serverMessage ?? error.message };
    }
    const copy = cached(location);
    return copy ? { state: 'ready', config: copy, fromCache: true } : { state: 'missing' };
  }
}

export function forgetFormConfig(location: StandLocation): void {
  localStorage.removeItem(CACHE_PREFIX + eventKey(location));
}
