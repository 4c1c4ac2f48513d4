import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import '@/lib/i18n';
import { lazyWhenOnline, useIdle } from '@/lib/use-idle';

/**
 * The toaster (sonner, its styles injected by script) loads once the page is idle: a slow phone
 * evaluates and hydrates the server's page without it. A toast made before it is shown then
 * (sonner replays the active ones to a new toaster). Offline at that moment, it comes when the
 * network does, without taking the page down.
 */
const AppToaster = lazyWhenOnline(() => import('./toaster').then((module) => module.AppToaster));

function IdleToaster() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <IdleToaster />
    </QueryClientProvider>
  );
}
