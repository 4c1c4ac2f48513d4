import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/cookie-settings';
import { lazyWhenOnline, useIdle } from '@/lib/use-idle';

/**
 * The cookie consent loads once the page is idle: its modal (top layer, the page behind it inert)
 * would otherwise be drawn in the same long task that ends hydration on a slow phone.
 */
const ConsentManager = lazyWhenOnline(() => import('@/features/consent').then((module) => module.ConsentManager));

/**
 * Frame of every SPA route: the page plus the cookie consent, mounted once; the consent reopens
 * on the window event that the account settings and the privacy policy dispatch.
 * The visitor entry (visitor.html: public forms, confirmation pages) has no consent modal: it
 * sets only necessary cookies and loads no analytics.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <IdleConsent />
    </>
  );
}

function IdleConsent() {
  const idle = useIdle();
  // asked for before it loaded (the privacy policy's button): load at once and open
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (idle) return;
    const request = () => setRequested(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, request);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, request);
  }, [idle]);
  if (!idle && !requested) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager reopenEvent={OPEN_COOKIE_SETTINGS_EVENT} requested={requested} />
    </Suspense>
  );
}
