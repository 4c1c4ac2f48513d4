import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppToaster } from '@/app/toaster';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders with a fresh query client, a memory router and the real toaster. `prepare` fills the
 * cache before the first render (e.g. the signed-in user, so the page does not fetch /me).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', prepare }: { route?: string; prepare?: (client: QueryClient) => void } = {},
) {
  const queryClient = createQueryClient();
  prepare?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
