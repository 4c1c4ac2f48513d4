// For the tests that run the whole app router (app/router.test.tsx, app/admin-routes.test.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/app/toaster';
import { routes } from '@/app/router';

/** The cookie-consent modal (root route) waits for a choice: each test starts with one stored. */
export function withCookieChoiceStored(): void {
  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false })));
  afterEach(() => localStorage.removeItem(CONSENT_STORAGE_KEY));
}

/** The app's routes at `path`, with a fresh query cache and the toaster. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return router;
}
