import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@/lib/navigation';
import { jsonResponse } from '@/test/render';
import { renderRoute, withCookieChoiceStored } from '@/test/render-route';

withCookieChoiceStored();

const admin = { id: 1, name: 'Ada Admin', email: 'ada@fairleads.test', companySlug: 'fl', eventCredits: 0, role: 'admin' };
const organiser = { ...admin, id: 2, name: 'Olga', email: 'olga@firma.de', role: 'user' };
const unauthorized = () => jsonResponse({ message: 'Nicht angemeldet', statusCode: 401 }, 401);

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (typeof init?.body === 'string') bodies[`${method} ${url}`] = JSON.parse(init.body);
      const handler = handlers[`${method} ${url}`] ?? handlers[url];
      if (!handler) return jsonResponse({ message: 'not found', statusCode: 404 }, 404);
      return handler(init);
    }),
  );
  return { calls, bodies };
}

const adminData: Record<string, Handler> = {
  '/api/admin/stats/users': () => jsonResponse({ totalUsers: 12, activeUsers: 10, newUsersThisWeek: 3, admins: 1 }),
  '/api/admin/stats/events': () =>
    jsonResponse({ totalEvents: 9, activeEvents: 7, eventsThisMonth: 2, totalLeads: 345, leadsThisWeek: 21, pendingDeletions: 4 }),
  '/api/admin/alerts': () => jsonResponse([]),
  '/api/admin/users': () => jsonResponse([]),
  '/api/admin/events': () => jsonResponse([]),
  '/api/admin/audit-log?page=1&pageSize=5': () =>
    jsonResponse({
      items: [
        {
          id: 'e1',
          createdAt: '2026-11-20T08:30:00Z',
          action: 'user.update',
          admin: { id: '1', name: 'Ada Admin', email: 'ada@fairleads.test' },
          target: { type: 'user', id: '2', name: 'Olga', email: 'olga@firma.de', owner: null },
          details: { changed: ['eventCredits'], eventCredits: 5 },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 5,
    }),
};

describe('admin gate', () => {
  it('shows a loading indicator while the current user loads', async () => {
    stubApi({ '/api/auth/me': () => new Promise<Response>(() => {}) });
    renderRoute('/admin');
    expect(await screen.findByText('Admin-Bereich wird geladen...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin-Login' })).not.toBeInTheDocument();
  });

  it('shows the login screen to a signed-in organiser at any admin path', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(organiser), ...adminData });
    renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
    expect(screen.getByText('Nur Benutzer mit der Rolle Admin haben Zugriff auf das Admin-Panel.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin-Navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benutzerverwaltung' })).not.toBeInTheDocument();
  });

  it('shows the login screen without a session', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
  });

  it('does not admit a superadmin (only the role admin)', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse({ ...admin, role: 'superadmin' }), ...adminData });
    renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the dashboard with navigation, stats, shortcuts and the activity card to an admin', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(admin), ...adminData });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Benutzerverwaltung' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Event-Verwaltung' })).toHaveAttribute('href', '/admin/events');
    expect(within(nav).getByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByText('Admin-Panel')).toBeInTheDocument();

    expect(await screen.findByText('345')).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label).closest('.admin-stat') as HTMLElement;
    expect(within(card('Aktive Benutzer')).getByText('10')).toBeInTheDocument();
    expect(within(card('Aktive Benutzer')).getByText('+3 neu diese Woche')).toBeInTheDocument();
    expect(within(card('Aktive Events')).getByText('7')).toBeInTheDocument();
    expect(within(card('Aktive Events')).getByText('2 diesen Monat erstellt')).toBeInTheDocument();
    expect(within(card('Leads gesamt')).getByText('+21 neu diese Woche')).toBeInTheDocument();
    expect(within(card('Ausstehende Löschungen')).getByText('4')).toBeInTheDocument();
    expect(within(card('Ausstehende Löschungen')).getByText('in den nächsten 30 Tagen')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Benutzer erstellen/ })).toHaveAttribute('href', '/admin/users?create=1');
    expect(screen.getByRole('link', { name: /Event erstellen/ })).toHaveAttribute('href', '/admin/events');
    expect(screen.getByRole('link', { name: /Benutzer verwalten/ })).toHaveAttribute('href', '/admin/users');
    // the newest entries of the audit log, with the way to the whole log
    const activity = screen.getByRole('heading', { name: 'Letzte Aktivitäten' }).closest('section')!;
    expect(await within(activity).findByText('Benutzer geändert')).toBeInTheDocument();
    expect(within(activity).getByText('Event-Credits jetzt 5')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Ganzes Protokoll ansehen' })).toHaveAttribute('href', '/admin/audit');
    // no alerts: no alerts card
    expect(screen.queryByRole('heading', { name: 'Systemmeldungen' })).not.toBeInTheDocument();
  });

  it('shows the alerts card with message and German timestamp when alerts exist', async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(admin),
      ...adminData,
      '/api/admin/alerts': () =>
        jsonResponse([{ id: 'a1', kind: 'mail', message: '3 E-Mails konnten nicht zugestellt werden', createdAt: '2026-11-20T08:30:00Z' }]),
    });
    renderRoute('/admin/dashboard');
    const card = (await screen.findByRole('heading', { name: /Systemmeldungen/ })).closest('section')!;
    expect(within(card).getByText('3 E-Mails konnten nicht zugestellt werden')).toBeInTheDocument();
    expect(within(card).getByText(/^20\.11\.2026, \d\d:30:00$/)).toBeInTheDocument();
  });

  it("answers an unknown admin path with 'Seite nicht gefunden' inside the admin frame", async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(admin), ...adminData });
    renderRoute('/admin/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin-Navigation' })).toBeInTheDocument();
  });
});

describe('admin login', () => {
  it("toasts 'Fehler' / 'Bitte füllen Sie alle Felder aus' and sends nothing when a field is empty", async () => {
    const { calls } = stubApi({ '/api/auth/me': unauthorized });
    const u = userEvent.setup();
    renderRoute('/admin');
    await u.type(await screen.findByLabelText(/E-Mail/), 'ada@fairleads.test');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte füllen Sie alle Felder aus')).toBeInTheDocument();
    expect(screen.getByText('Fehler')).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/admin/login');
  });

  it("shows 'Zugriff verweigert' with the server's message for a non-admin", async () => {
    stubApi({
      '/api/auth/me': unauthorized,
      'POST /api/admin/login': () => jsonResponse({ message: 'Sie haben keine Admin-Berechtigung', statusCode: 403 }, 403),
    });
    const u = userEvent.setup();
    renderRoute('/admin');
    await u.type(await screen.findByLabelText(/E-Mail/), 'olga@firma.de');
    await u.type(screen.getByLabelText(/Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Sie haben keine Admin-Berechtigung')).toBeInTheDocument();
    expect(screen.getByText('Zugriff verweigert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
  });

  it("shows 'Login fehlgeschlagen' with the server's message on wrong credentials", async () => {
    stubApi({
      '/api/auth/me': unauthorized,
      'POST /api/admin/login': () => jsonResponse({ message: 'Ungültige Anmeldedaten', statusCode: 401 }, 401),
    });
    const u = userEvent.setup();
    renderRoute('/admin');
    await u.type(await screen.findByLabelText(/E-Mail/), 'ada@fairleads.test');
    await u.type(screen.getByLabelText(/Passwort/), 'falsch');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültige Anmeldedaten')).toBeInTheDocument();
    expect(screen.getByText('Login fehlgeschlagen')).toBeInTheDocument();
  });

  it("shows 'Login fehlgeschlagen' with the server's lock message when the account is locked (429)", async () => {
    const lockMessage = 'Zu viele Anmeldeversuche. Bitte warte 30 Minuten und versuche es dann erneut.';
    stubApi({
      '/api/auth/me': unauthorized,
      'POST /api/admin/login': () => jsonResponse({ message: lockMessage, statusCode: 429 }, 429),
    });
    const u = userEvent.setup();
    renderRoute('/admin');
    await u.type(await screen.findByLabelText(/E-Mail/), 'ada@fairleads.test');
    await u.type(screen.getByLabelText(/Passwort/), 'geheim-admin');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(lockMessage)).toBeInTheDocument();
    expect(screen.getByText('Login fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
  });

  it("answers a successful login of a superadmin with 'Zugriff verweigert' and stays on the login screen", async () => {
    stubApi({
      '/api/auth/me': unauthorized,
      'POST /api/admin/login': () => jsonResponse({ message: 'ok', user: { ...admin, role: 'superadmin' } }),
    });
    const u = userEvent.setup();
    renderRoute('/admin');
    await u.type(await screen.findByLabelText(/E-Mail/), 'root@fairleads.test');
    await u.type(screen.getByLabelText(/Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
    expect(screen.getByText('Sie haben keine Admin-Berechtigung')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
  });

  it('signs an admin in and shows the dashboard with the welcome toast', async () => {
    let signedIn = false;
    const { bodies } = stubApi({
      '/api/auth/me': () => (signedIn ? jsonResponse(admin) : unauthorized()),
      'POST /api/admin/login': () => {
        signedIn = true;
        return jsonResponse({ message: 'ok', user: admin });
      },
      ...adminData,
    });
    const u = userEvent.setup();
    renderRoute('/admin/users');
    await u.type(await screen.findByLabelText(/E-Mail/), ' ada@fairleads.test ');
    await u.type(screen.getByLabelText(/Passwort/), 'e2e-admin-password');
    await u.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Willkommen im Admin-Panel')).toBeInTheDocument();
    expect(screen.getByText('Admin-Login erfolgreich')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(bodies['POST /api/admin/login']).toEqual({ email: 'ada@fairleads.test', password: 'e2e-admin-password' });
  });
});

describe('admin navigation: avatar menu', () => {
  it('shows name and e-mail, closes on Escape and returns the focus to its button', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(admin), ...adminData });
    const u = userEvent.setup();
    renderRoute('/admin');
    const button = await screen.findByRole('button', { name: 'Benutzermenü von Ada Admin' });
    expect(button).toHaveTextContent('A');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the menu's own line (the dashboard's activity names the admin too)
    expect(screen.getByText('ada@fairleads.test', { selector: '.avatar-menu__email' })).toBeVisible();
    const item = screen.getByRole('menuitem', { name: 'Abmelden' });
    expect(item).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('logs out on the dashboard and shows the login screen at /admin', async () => {
    let signedIn = true;
    const { calls } = stubApi({
      '/api/auth/me': () => (signedIn ? jsonResponse(admin) : unauthorized()),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return jsonResponse({ message: 'ok' });
      },
      ...adminData,
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const u = userEvent.setup();
    const router = renderRoute('/admin/dashboard');
    await u.click(await screen.findByRole('button', { name: 'Benutzermenü von Ada Admin' }));
    await u.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/auth/logout');
    expect(router.state.location.pathname).toBe('/admin');
    expect(assign).not.toHaveBeenCalled();
  });

  it('reloads to /admin when logging out on another admin page', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(admin), 'POST /api/auth/logout': () => jsonResponse({ message: 'ok' }), ...adminData });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const u = userEvent.setup();
    renderRoute('/admin/events');
    await u.click(await screen.findByRole('button', { name: 'Benutzermenü von Ada Admin' }));
    await u.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
  });
});
