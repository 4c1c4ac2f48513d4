import { hydrate } from '@tanstack/react-query';
import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { applyLocale, preferredLocale } from '@/i18n/locale';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';
import { loadedAt, readSpaPageData } from './spa-page-data';

/**
 * The SPA (loaded by main.tsx). A page that the server rendered (app/server.tsx) is hydrated from
 * the same query cache and route modules, so React takes over its markup instead of drawing it
 * again; every other screen is drawn here.
 */
export interface StartOptions extends HydrationOptions {
  /** Right before React takes over the server's markup. */
  onHydrationStart?: () => void;
  /** Once the whole page is hydrated (its effects have run). */
  onHydrated?: () => void;
}

export async function startApp(root: HTMLElement = document.getElementById('root')!, options: StartOptions = {}): Promise<void> {
  const { onHydrationStart, onHydrated, ...hydration } = options;
  const serverRendered = readSpaPageData();
  if (!serverRendered) {
    // the operator's pages the server renders are German; every other screen opens in the
    // language last shown on this device (else the browser's) until the signed-in user's is known
    await applyLocale(preferredLocale());
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  // Each step in a task of its own: on a slow phone evaluating the app's code, the route's code and
  // starting the router take tens of milliseconds each; back to back they were one long task in
  // which the page answered no input.
  await nextTask();
  hydrate(queryClient, loadedAt(serverRendered.queries, Date.now()));
  await loadMatchedRouteModules();
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
  await nextTask();
  onHydrationStart?.();
  // as a transition React hydrates in slices and lets the browser paint and answer in between
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Hydrated onHydrated={onHydrated}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </Hydrated>
      </StrictMode>,
      hydration,
    );
  });
}

/**
 * Its effect runs after its children's, in the commit that finishes hydrating the page. It wraps
 * the app rather than standing beside it: a sibling would shift every useId against the server's.
 */
function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/** Lets the browser paint and answer input before going on (scheduler.yield where it exists). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The lazy route modules of this address, loaded before hydrating (React Router's SSR recipe). */
async function loadMatchedRouteModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
