import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import '@/lib/i18n';
import { useIdle } from '@/lib/use-idle';

/**
 * The toaster (sonner, its styles injected by script) loads once the page is idle: a slow phone
 * evaluates and hydrates the server's page without it. A toast made before it is shown then
 * (sonner replays the active ones to a new toaster).
 */
const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

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
