import { PermanentJobError } from '../../../common/outbox/outbox-handler.registry';
import { CRM_NAMES, type CrmProvider } from './crm-providers';

/** Waits between the attempts of a delivery after a 5xx or a network error: 30 s, 2 min, 10 min, 1 h, 6 h. */
export const CRM_RETRY_SECONDS = [30, 120, 600, 3_600, 21_600] as const;
/** A CRM's Retry-After is taken up to this long; anything longer waits this. */
export const CRM_RETRY_AFTER_MAX_SECONDS = 21_600;

/** An attempt the CRM did not take for now (429, 5xx, no answer): retried. */
export class CrmTemporaryError extends Error {
  override name = 'CrmTemporaryError';
  constructor(
    message: string,
    readonly statusCode: number | null,
    /** The CRM's Retry-After in seconds (a 429), null: our backoff. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The CRM refused the token (401/403): no retry, and the connection is marked unauthorized. */
export class CrmUnauthorizedError extends PermanentJobError {
  override name = 'CrmUnauthorizedError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/** The CRM refused the data (400/422, a validation answer): no retry, its message is shown. */
export class CrmRejectedError extends PermanentJobError {
  override name = 'CrmRejectedError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export type CrmCallError = CrmTemporaryError | CrmUnauthorizedError | CrmRejectedError;

/** Retry-After as seconds (delta-seconds or an HTTP date), null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * What a CRM's answer means for the delivery: 429 waits (Retry-After), 5xx retries, 401/403
 * stop and mark the connection, any other 4xx is the CRM refusing the data (its own message,
 * after a German prefix). `crmMessage`: the message from the CRM's error body, if any.
 */
export function crmErrorOf(provider: CrmProvider, statusCode: number, crmMessage: string | null, retryAfter: string | null): CrmCallError {
  const crm = CRM_NAMES[provider];
  if (statusCode === 429) return new CrmTemporaryError(`${crm} meldet zu viele Anfragen (HTTP 429).`, 429, parseRetryAfter(retryAfter));
  if (statusCode >= 500) return new CrmTemporaryError(`${crm} antwortete mit HTTP ${statusCode}.`, statusCode);
  if (statusCode === 401 || statusCode === 403) {
    return new CrmUnauthorizedError(`${crm} hat den Zugang abgelehnt (HTTP ${statusCode}). Verbinde ${crm} in den Einstellungen neu.`, statusCode);
  }
  const detail = crmMessage?.trim().slice(0, 500);
  return new CrmRejectedError(`${crm} hat die Daten abgelehnt (HTTP ${statusCode})${detail ? `: ${detail}` : '.'}`, statusCode);
}

/** No answer at all (refused, reset, timeout, DNS): retried. */
export function crmUnreachable(provider: CrmProvider): CrmTemporaryError {
  return new CrmTemporaryError(`${CRM_NAMES[provider]} war nicht erreichbar.`, null);
}

/** The wait after `attempts` failed runs: the CRM's Retry-After when it gave one, else the backoff. */
export function crmRetryDelaySeconds(attempts: number, error?: Error): number {
  if (error instanceof CrmTemporaryError && error.retryAfterSeconds !== null) {
    return Math.min(Math.max(error.retryAfterSeconds, 1), CRM_RETRY_AFTER_MAX_SECONDS);
  }
  return CRM_RETRY_SECONDS[Math.min(Math.max(attempts, 1), CRM_RETRY_SECONDS.length) - 1];
}
