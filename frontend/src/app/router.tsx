import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';
import type { RouteTitle } from './i18n';

/*
 * Every screen is a lazy route module exporting `Component`. The public form and confirmation
 * pages are a separate Vite entry (visitor.html, src/visitor); their routes here only hand over
 * to it with a full page load. Specific routes come first; the catch-alls that start with a
 * dynamic company slug come last (equal-score ties are resolved by this order).
 */
/** Public form and confirmation pages live in the visitor entry (visitor.html): full page load. */
const visitorPage = () => import('./routes/visitor-page');

/** Served as visitor.html by the server; inside the SPA they trigger a full page load. */
const visitor = (path: string, title: RouteTitle): RouteObject => ({ path, lazy: visitorPage, handle: { title } });

export const routes: RouteObject[] = [
  {
    // Stand mode (issue 18): a kiosk page of its own, outside the site's frame (no cookie modal,
    // no navigation); its service worker (public/stand/sw.js) keeps it working offline.
    path: '/stand',
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: () => import('./routes/stand-start') },
      { path: ':companySlug/:eventSlug', lazy: () => import('./routes/stand') },
    ],
  },
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'verify-email/:token?', lazy: () => import('./routes/verify-email') },
      { path: 'auf-wiedersehen', lazy: () => import('./routes/goodbye') },
      { path: 'einladung/:token', lazy: () => import('./routes/invitation'), handle: { title: 'invitation' } },
      { path: 'passwort-zuruecksetzen/:token', lazy: () => import('./routes/password-reset'), handle: { title: 'passwordReset' } },
      { path: 'e-mail-aendern/:token', lazy: () => import('./routes/email-change'), handle: { title: 'emailChange' } },
      {
        // Organiser area: guard + logged-in navigation.
        lazy: () => import('./layouts/organiser-layout'),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'events', lazy: () => import('./routes/events'), handle: { title: 'events' } },
          {
            path: 'events/:eventId/settings',
            lazy: () => import('./routes/event-settings'),
            handle: { title: 'eventSettings' },
          },
          { path: 'events/:eventId/devices', lazy: () => import('./routes/stand-devices'), handle: { title: 'standDevices' } },
          { path: 'leads', lazy: () => import('./routes/leads'), handle: { title: 'leads' } },
          { path: 'leads/capture', lazy: () => import('./routes/leads-capture'), handle: { title: 'leadCapture' } },
          { path: 'archive', lazy: () => import('./routes/archive'), handle: { title: 'archive' } },
          { path: 'settings', lazy: () => import('./routes/settings'), handle: { title: 'settings' } },
          {
            path: 'payment-success',
            lazy: () => import('./routes/payment-success'),
            handle: { title: 'paymentSuccess' },
          },
        ],
      },
      visitor('form/:slug', 'form'),
      visitor('form/:companySlug/:eventSlug', 'form'),
      visitor('confirm/:token', 'confirm'),
      visitor('email-confirmation', 'emailConfirmation'),
      { path: 'blog', lazy: () => import('./routes/blog'), handle: { title: 'blog' } },
      { path: 'blog/:slug', lazy: () => import('./routes/blog-post'), handle: { title: 'blogPost' } },
      { path: 'impressum', lazy: () => import('./routes/impressum'), handle: { title: 'imprint' } },
      { path: 'datenschutz', lazy: () => import('./routes/datenschutz'), handle: { title: 'privacy' } },
      {
        // Admin panel: its own layout with the admin gate (login screen for everyone but admins).
        path: 'admin',
        lazy: () => import('./layouts/admin-layout'),
        handle: { title: 'admin' },
        children: [
          { index: true, lazy: () => import('./routes/admin-dashboard') },
          { path: 'dashboard', lazy: () => import('./routes/admin-dashboard') },
          { path: 'users', lazy: () => import('./routes/admin-users') },
          { path: 'events', lazy: () => import('./routes/admin-events') },
          { path: 'accounts', lazy: () => import('./routes/admin-accounts') },
          { path: 'audit', lazy: () => import('./routes/admin-audit') },
          { path: '*', lazy: () => import('./routes/admin-not-found') },
        ],
      },
      { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox') },
      visitor(':companySlug/confirm/:token', 'confirm'),
      visitor(':companySlug/email-confirmation', 'emailConfirmation'),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
