import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { InvitationPage } from './invitation-page';

type Handler = () => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/einladung/:token"
          element={<InvitationPage renderRegister={({ token, email }) => <p>Registrierung für {email} mit {token}</p>} />}
        />
        <Route path="*" element={<h1>Ziel</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/einladung/tok-1' },
  );
}

const invitation = { accountName: 'Firma GmbH', role: 'staff', email: 'sam@firma.de', expiresAt: '2026-12-08T09:00:00Z' };
const signedIn = { id: 'u-9', name: 'Sam', email: 'sam@privat.de', companySlug: 'alt', eventCredits: 0, role: 'user', accounts: [], currentAccountId: null, accountRole: null };

describe('invitation page', () => {
  it('signed in: accepts, switches to the account, fetches /me again and opens the desk for the stand team', async () => {
    let meCalls = 0;
    const fetchMock = stubApi({
      'GET /api/invitations/tok-1': () => jsonResponse(invitation),
      'GET /api/auth/me': () => {
        meCalls += 1;
        return jsonResponse(meCalls === 1 ? signedIn : { ...signedIn, accounts: [{ id: 'acc-1', name: 'Firma GmbH', role: 'staff' }], currentAccountId: 'acc-1', accountRole: 'staff' });
      },
      'POST /api/invitations/tok-1/accept': () => jsonResponse({ accountId: 'acc-1', name: 'Firma GmbH', role: 'staff' }),
      'POST /api/account/switch': () => jsonResponse({ id: 'acc-1', name: 'Firma GmbH', companySlug: 'firma', role: 'staff' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Du bist eingeladen: Firma GmbH als Standteam' })).toBeInTheDocument();
    expect(screen.getByText(/Arbeitet am Stand/)).toBeInTheDocument();
    expect(screen.getByText('Du bist angemeldet als sam@privat.de.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leads'));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls).toContain('POST /api/invitations/tok-1/accept');
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/api/account/switch')?.[1]?.body))).toEqual({ accountId: 'acc-1' });
    // the switch comes after the accept, and /me is asked again after the switch
    expect(calls.indexOf('POST /api/account/switch')).toBeGreaterThan(calls.indexOf('POST /api/invitations/tok-1/accept'));
    expect(calls.lastIndexOf('GET /api/auth/me')).toBeGreaterThan(calls.indexOf('POST /api/account/switch'));
    expect(await screen.findByText('Willkommen bei Firma GmbH!')).toBeInTheDocument();
  });

  it('signed out: sign in with a way back here, or create an account with the invitation', async () => {
    stubApi({
      'GET /api/invitations/tok-1': () => jsonResponse(invitation),
      'GET /api/auth/me': () => jsonResponse({ statusCode: 401, message: 'Nicht angemeldet' }, 401),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Du bist eingeladen: Firma GmbH als Standteam' });
    const login = await screen.findByRole('link', { name: 'Anmelden' });
    const href = new URL(login.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/');
    expect(href.searchParams.get('login')).toBe('1');
    expect(href.searchParams.get('email')).toBe('sam@firma.de');
    expect(href.searchParams.get('next')).toBe('/einladung/tok-1');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(screen.getByText('Registrierung für sam@firma.de mit tok-1')).toBeInTheDocument();
  });

  it('expired: says so and leads home, without an accept button', async () => {
    stubApi({
      'GET /api/invitations/tok-1': () => jsonResponse({ statusCode: 410, code: 'INVITATION_EXPIRED', message: 'Diese Einladung ist abgelaufen.' }, 410),
      'GET /api/auth/me': () => jsonResponse(signedIn),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Diese Einladung ist abgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).not.toBeInTheDocument();
  });

  it('unknown, used or withdrawn: a page of its own with the way home', async () => {
    stubApi({
      'GET /api/invitations/tok-1': () => jsonResponse({ statusCode: 404, code: 'INVITATION_NOT_FOUND', message: 'Diese Einladung gibt es nicht.' }, 404),
      'GET /api/auth/me': () => jsonResponse(signedIn),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Diese Einladung gibt es nicht mehr' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  });

  it('a failed accept shows why and lets try again', async () => {
    stubApi({
      'GET /api/invitations/tok-1': () => jsonResponse(invitation),
      'GET /api/auth/me': () => jsonResponse(signedIn),
      'POST /api/invitations/tok-1/accept': () =>
        jsonResponse({ statusCode: 410, code: 'INVITATION_EXPIRED', message: 'Diese Einladung ist gerade abgelaufen.' }, 410),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Einladung ist gerade abgelaufen.');
    expect(screen.getByRole('button', { name: 'Einladung annehmen' })).toBeEnabled();
  });
});
