import { Outlet } from 'react-router-dom';
import { ConsentManager } from '@/features/consent';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/cookie-settings';

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
      <ConsentManager reopenEvent={OPEN_COOKIE_SETTINGS_EVENT} />
    </>
  );
}
