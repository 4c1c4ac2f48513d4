import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true on every
 * render after. Parts that depend on the browser (localStorage, media queries) wait for it, so the
 * first client render matches the server's HTML. A page started without server HTML is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
