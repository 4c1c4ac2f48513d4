import { useEffect } from 'react';

/**
 * After leaving for Stripe (checkout, billing portal) the Back button may restore this page from
 * the back/forward cache with its "redirecting" state frozen; `reset` clears it again.
 */
export function useResetOnPageReturn(reset: () => void) {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
