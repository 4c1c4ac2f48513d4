import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * False on the server, in the render that hydrates a page and in a page's first render; true once
 * the browser has a quiet moment after that (at the latest after `timeoutMs`). For parts nobody
 * needs in the first second (the toaster, the cookie consent): their code loads and renders then,
 * not in the same long tasks as hydration.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    // Safari before 18.4: no idle callback
    const id = setTimeout(() => setIdle(true), 50);
    return () => clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}

/**
 * A part loaded once the page is idle (React.lazy) that must not take the page down when its
 * script cannot be fetched: a hall's network gone at that moment. Until the script arrives the
 * part renders nothing (its Suspense fallback); a failed fetch is tried again each time the
 * browser is back online.
 */
export function lazyWhenOnline<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => retryWhenOnline(load).then((component) => ({ default: component })));
}

/** `load()`, and after a failure again at the next 'online' event, until it succeeds. */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => void retryWhenOnline(load).then(resolve), { once: true });
      }),
  );
}
