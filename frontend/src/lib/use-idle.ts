import { useEffect, useState } from 'react';

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
