import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test/render';
import { renderRoute, withCookieChoiceStored } from '@/test/render-route';

withCookieChoiceStored();

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const handler = handlers[key] ?? handlers[url];
      if (!handler) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
      return handler(init);
    }),
  );
  return calls;
}

const member = {
  id: 'u1',
  name: 'Max',
  email: 'max@firma.de',
  companySlug: 'firma',
  eventCredits: 0,
  role: 'user',
  accounts: [{ id: 'acc-1', name: 'Firma GmbH', role: 'manager' }],
  currentAccountId: 'acc-1',
  accountRole: 'manager',
};
const admin = { id: 'a1', name: 'Ada Admin', email: 'ada@fairleads.test', companySlug: 'fl', eventCredits: 0, role: 'admin', accounts: [], currentAccountId: null, accountRole: null };
const unmet = { enabled: false, required: true, satisfied: false };
const securityTabData: Record<string, Handler> = {
  '/api/account/security': () => jsonResponse({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: true, sessionStrong: false }),
  '/api/account/security/passkeys': () => jsonResponse([]),
  '/api/account/sessions': () => jsonResponse([]),
};

describe('a required second factor the session lacks', () => {
  it('leads a member from any page to the security settings, says why and offers only that tab', async () => {
    const calls = stubApi({ '/api/auth/me': () => jsonResponse({ ...member, secondFactor: unmet }), ...securityTabData });
    const router = renderRoute('/events');
    expect(await screen.findByText('Dein Konto verlangt eine Zwei-Faktor-Anmeldung.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('?tab=security');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sicherheit']);
    // the header offers no page that would only lead back here
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('link', { name: 'Leads' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Authenticator-App einrichten' })).toBeInTheDocument();
    // the events list, which the server would refuse, was never asked for
    expect(calls).not.toContain('GET /api/events');
  });

  it('opens the app again once a factor is set up, with the way on', async () => {
    let secondFactor = unmet;
    stubApi({
      '/api/auth/me': () => jsonResponse({ ...member, secondFactor }),
      ...securityTabData,
      'POST /api/account/security/totp/setup': () => jsonResponse({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      'POST /api/account/security/totp/enable': () => {
        secondFactor = { enabled: true, required: true, satisfied: true };
        return jsonResponse({ recoveryCodes: ['aaaa-1111'] });
      },
    });
    const u = userEvent.setup();
    renderRoute('/dashboard');
    await u.click(await screen.findByRole('button', { name: 'Authenticator-App einrichten' }));
    await u.type(await screen.findByLabelText(/^Bestätigungscode/), '123456');
    await u.click(screen.getByRole('button', { name: 'Aktivieren' }));
    expect(await screen.findByText(/Geschafft/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter zu FairLeads' })).toHaveAttribute('href', '/dashboard');
    // the codes stay on screen while the tabs come back
    expect(screen.getByRole('list', { name: 'Wiederherstellungscodes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Team' })).toBeInTheDocument();
  });

  it('sends an admin from the admin panel to the security settings with the admin sentence', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse({ ...admin, secondFactor: unmet }), ...securityTabData });
    const router = renderRoute('/admin/users');
    expect(await screen.findByText('Für den Admin-Bereich ist eine Zwei-Faktor-Anmeldung Pflicht.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    // an admin has no account: no 'Du gehörst noch zu keinem Konto' dead end here
    expect(screen.queryByRole('heading', { name: 'Du gehörst noch zu keinem Konto' })).not.toBeInTheDocument();
  });

  it('leads there too when a call answers 403 SECOND_FACTOR_REQUIRED although me said nothing', async () => {
    let required = false;
    stubApi({
      '/api/auth/me': () => jsonResponse(required ? { ...member, secondFactor: unmet } : member),
      '/api/events': () => {
        required = true;
        return jsonResponse({ statusCode: 403, code: 'SECOND_FACTOR_REQUIRED', message: 'Zwei-Faktor-Anmeldung erforderlich.' }, 403);
      },
      ...securityTabData,
    });
    const router = renderRoute('/events');
    expect(await screen.findByText('Dein Konto verlangt eine Zwei-Faktor-Anmeldung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});

describe('admin login with an authenticator app', () => {
  it('asks for the code after the password and opens the panel with it', async () => {
    let signedIn = false;
    const calls = stubApi({
      '/api/auth/me': () => (signedIn ? jsonResponse({ ...admin, secondFactor: { enabled: true, required: true, satisfied: true } }) : jsonResponse({ statusCode: 401 }, 401)),
      'POST /api/admin/login': () => jsonResponse({ twoFactorRequired: true, message: 'Code' }),
      'POST /api/admin/login/2fa': () => {
        signedIn = true;
        return jsonResponse({ message: 'ok', user: { ...admin, secondFactor: { enabled: true, required: true, satisfied: true } } });
      },
      '/api/admin/stats/users': () => jsonResponse({ totalUsers: 1, activeUsers: 1, newUsersThisWeek: 0, admins: 1 }),
      '/api/admin/stats/events': () => jsonResponse({ totalEvents: 0, activeEvents: 0, eventsThisMonth: 0, totalLeads: 0, leadsThisWeek: 0, pendingDeletions: 0 }),
      '/api/admin/alerts': () => jsonResponse([]),
    });
    const u = userEvent.setup();
    renderRoute('/admin');
    await u.type(await screen.findByLabelText(/^E-Mail/), 'ada@fairleads.test');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    const code = await screen.findByLabelText(/Bestätigungscode aus deiner Authenticator-App/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/login/2fa');
  });
});
