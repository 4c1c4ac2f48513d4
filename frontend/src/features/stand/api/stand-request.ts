import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { StandLocation } from '../types';

/** A stand call gives up after this long: a hall's half-dead Wi-Fi must not hold the queue. */
export const STAND_REQUEST_TIMEOUT_MS = 15_000;

export function standApiPath({ companySlug, eventSlug }: StandLocation, rest = ''): string {
  return `/api/stand/${encodeURIComponent(companySlug)}/${encodeURIComponent(eventSlug)}${rest}`;
}

export function formApiPath({ companySlug, eventSlug }: StandLocation, rest = ''): string {
  return `/api/form/${encodeURIComponent(companySlug)}/${encodeURIComponent(eventSlug)}${rest}`;
}

/** apiRequest with the device token and a time limit. */
export function standRequest<T>(url: string, method: 'GET' | 'POST' | 'PATCH', token: string, body?: unknown): Promise<T> {
  return apiRequest<T>(url, method, body, {
    headers: { [STAND_TOKEN_HEADER]: token },
    signal: AbortSignal.timeout(STAND_REQUEST_TIMEOUT_MS),
  });
}

/** No answer from the server: offline, timed out, or the connection broke. */
export function isNoAnswer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}
