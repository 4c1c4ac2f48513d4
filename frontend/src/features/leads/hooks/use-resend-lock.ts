import { useCallback, useSyncExternalStore } from 'react';
import { hoursRemaining, resendLockedUntil, storeResendLock } from '../lib/resend-lock';

/**
 * The resend locks as an external store (localStorage and the clock): every button reads its
 * lead's lock again once a minute and whenever a lock is stored, and renders again only when
 * what it shows changed (an enabled button stays as it is).
 */
const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let timer: number | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= window.setInterval(notify, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Remembers a lead's lock (see storeResendLock) and shows it on every button at once. */
export function rememberResendLock(leadId: string | number, lockedUntil: number): void {
  storeResendLock(leadId, lockedUntil);
  notify();
}

/** Whole hours left of the lead's resend lock (24 h after a resend); null while resending is allowed. */
export function useResendLockHours(leadId: string | number, doiResentAt: string | null | undefined): number | null {
  const read = useCallback(() => {
    const now = Date.now();
    const until = resendLockedUntil(leadId, doiResentAt, now);
    return until == null ? null : hoursRemaining(until, now);
  }, [leadId, doiResentAt]);
  return useSyncExternalStore(subscribe, read, read);
}
