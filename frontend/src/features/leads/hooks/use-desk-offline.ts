import { useSyncExternalStore } from 'react';

/** When the browser last reported the network gone (ms), or 0. */
let lostAt = 0;

function subscribe(onChange: () => void) {
  const lost = () => {
    lostAt = Date.now();
    onChange();
  };
  // a desk opened without a network has nothing current yet
  if (!navigator.onLine) lostAt = Date.now();
  window.addEventListener('online', onChange);
  window.addEventListener('offline', lost);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', lost);
  };
}

/**
 * Whether the desk is to say 'Offline': the browser reports no network, the last poll failed, or
 * no poll has succeeded since the browser last reported none. So the badge turns at once when the
 * network goes, and says 'Live' again only once the list is current again.
 *
 * failed: the last poll (or page load) failed; lastPollAt: when a poll last succeeded (ms).
 */
export function useDeskOffline(failed: boolean, lastPollAt: number): boolean {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const since = useSyncExternalStore(subscribe, () => lostAt, () => 0);
  return !online || failed || lastPollAt < since;
}
