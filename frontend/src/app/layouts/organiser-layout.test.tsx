import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONSENT_STORAGE_KEY } from '@/features/consent';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/render';
import { routes } from '../router';

// The cookie-consent modal (root route) waits for a choice; these tests start with one stored.
beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: false })));
afterEach(() => localStorage.removeItem(CONSENT_STORAGE_KEY));

const me = { id: 1, name: 'Erika', email: 'e@f.de', companySlug: 'f', eventCredits: 0, role: 'user' };

function renderWith(archived: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/me') return jsonResponse(me);
      if (url === '/api/events') return jsonResponse([]);
      if (url === '/api/events-archived') return archived();
      return jsonResponse({ message: 'not found' }, 404);
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: ['/events'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('organiser navigation: Archiv link', () => {
  it('is shown when archived events exist', async () => {
    renderWith(() => jsonResponse([{ id: 'a', name: 'Alt', status: 'archived' }]));
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: 'Archiv' })).toHaveAttribute('href', '/archive');
  });

  it('is hidden without archived events and when loading them fails', async () => {
    renderWith(() => jsonResponse({ message: 'kaputt' }, 500));
    await screen.findByRole('heading', { name: 'Noch keine Events' });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('link', { name: 'Archiv' })).not.toBeInTheDocument();
  });
});

describe('organiser area without an account', () => {
  it('says calmly that the user belongs to no account, with logout instead of the navigation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/me') return jsonResponse({ ...me, accounts: [], currentAccountId: null, accountRole: null });
        return jsonResponse({ message: 'not found' }, 404);
      }),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Du gehörst noch zu keinem Konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
  });

  it('hides the Archiv link and the credits from the stand team', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/me') return jsonResponse({ ...me, eventCredits: 2, accounts: [{ id: 'a', name: 'Firma', role: 'staff' }], currentAccountId: 'a', accountRole: 'staff' });
        if (url === '/api/events') return jsonResponse([]);
        if (url === '/api/events-archived') return jsonResponse([{ id: 'a', name: 'Alt', status: 'archived' }]);
        return jsonResponse({ message: 'not found' }, 404);
      }),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/events'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    await screen.findByRole('heading', { name: 'Noch keine Events' });
    expect(within(nav).queryByRole('link', { name: 'Archiv' })).not.toBeInTheDocument();
    expect(screen.getByText('Standteam')).toBeInTheDocument();
    expect(screen.queryByText('2 Event-Credits')).not.toBeInTheDocument();
  });
});
