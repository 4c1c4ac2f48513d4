import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ME_QUERY_KEY, useUser } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AccountSwitcher } from './account-switcher';

const accounts = [
  { id: 'acc-1', name: 'Firma GmbH', role: 'owner' },
  { id: 'acc-2', name: 'Messebau Nord', role: 'staff' },
];
const me = (current: string, list = accounts) => ({
  id: 'u-1',
  name: 'Erika',
  email: 'erika@firma.de',
  companySlug: 'firma',
  eventCredits: 0,
  role: 'user',
  accounts: list,
  currentAccountId: current,
  accountRole: list.find((account) => account.id === current)?.role ?? null,
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The switcher as the header shows it: with the user from the cache. */
function Header() {
  const { user } = useUser();
  return user ? <AccountSwitcher user={user} /> : null;
}

function renderSwitcher(user: ReturnType<typeof me>) {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    {
      route: '/leads',
      prepare: (client) => {
        client.setQueryData(ME_QUERY_KEY, user);
        client.setQueryData(['/api/events'], [{ id: 'ev-of-acc-1' }]);
        client.setQueryData(['/api/leads', 'summary'], { total: 3 });
      },
    },
  );
}

describe('account switcher', () => {
  it('is hidden for people in one account', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderSwitcher(me('acc-1', [accounts[0]]));
    expect(screen.queryByRole('button', { name: /Konto wechseln/ })).not.toBeInTheDocument();
  });

  it('lists the accounts with the role; choosing one switches, drops the cache, fetches /me and opens the dashboard', async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/account/switch' && init?.method === 'POST') return jsonResponse({ id: 'acc-2', name: 'Messebau Nord', companySlug: 'nord', role: 'staff' });
      if (url === '/api/auth/me') return jsonResponse(me('acc-2'));
      return jsonResponse({ statusCode: 404, message: 'nicht gefunden' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderSwitcher(me('acc-1'));
    const button = screen.getByRole('button', { name: 'Konto wechseln, aktuell: Firma GmbH' });
    expect(button).toHaveTextContent('Firma GmbH');
    await userEvent.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['✓Firma GmbHInhaber', 'Messebau NordStandteam']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/account/switch')?.[1]?.body))).toEqual({ accountId: 'acc-2' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me')).toHaveLength(1);
    expect(queryClient.getQueryData(['/api/events'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/leads', 'summary'])).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Konto wechseln, aktuell: Messebau Nord' })).toBeInTheDocument();
    expect(await screen.findByText('Du arbeitest jetzt in Messebau Nord.')).toBeInTheDocument();
  });

  it('keeps everything when the switch is refused', async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ statusCode: 404, code: 'ACCOUNT_NOT_FOUND', message: 'Dieses Konto gibt es nicht.' }, 404)),
    );
    const { queryClient } = renderSwitcher(me('acc-1'));
    await userEvent.click(screen.getByRole('button', { name: /Konto wechseln/ }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Messebau Nord/ }));
    expect(await screen.findByText('Dieses Konto gibt es nicht.')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/events'])).toEqual([{ id: 'ev-of-acc-1' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/leads');
  });
});
