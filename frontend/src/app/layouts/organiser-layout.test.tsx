import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('organiser navigation: language switch', () => {
  it('switches the texts to English at once, saves the choice and leaves the page where it is', async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url === '/api/auth/me') return jsonResponse({ ...me, locale: 'de' });
        if (url === '/api/events') return jsonResponse([]);
        if (url === '/api/events-archived') return jsonResponse([]);
        if (url === '/api/account/settings' && method === 'PATCH') return jsonResponse({ locale: 'en' });
        return jsonResponse({ message: 'not found' }, 404);
      }),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/events?tab=active#list'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toBeInTheDocument();
    const before = { ...router.state.location };

    await userEvent.click(screen.getByRole('button', { name: 'Sprache wechseln: English' }));

    const english = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(english).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch language: Deutsch' })).toHaveTextContent('Deutsch');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toEqual({ url: '/api/account/settings', method: 'PATCH', body: { locale: 'en' } }));
    expect(router.state.location.pathname).toBe(before.pathname);
    expect(router.state.location.search).toBe(before.search);
    expect(router.state.location.hash).toBe(before.hash);
    expect(router.state.location.key).toBe(before.key);
    expect(document.documentElement.lang).toBe('en');
  });
});
