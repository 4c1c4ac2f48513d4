import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@/lib/navigation';
import { makeEvent } from '@/features/events/test-fixtures';
import { jsonResponse } from '@/test/render';
import { renderRoute, withCookieChoiceStored } from '@/test/render-route';

withCookieChoiceStored();

type Handler = () => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string) => {
    const handler = handlers[url];
    if (!handler) return jsonResponse({ message: 'not found', statusCode: 404 }, 404);
    return handler();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 2, role: 'user' };
const unauthorized = () => jsonResponse({ message: 'Nicht angemeldet', statusCode: 401 }, 401);

describe('routing', () => {
  it('answers unknown paths in German with a way home, signed out', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    renderRoute('/firma/some/deep/path');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeInTheDocument();
    // the title follows in an effect after the heading renders
    await waitFor(() => expect(document.title).toContain('Seite nicht gefunden'));
    expect(screen.getByText('/firma/some/deep/path')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Zum Blog' })).toHaveAttribute('href', '/blog');
    // the site's frame: sign-in in the top bar, legal links in the footer
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Impressum' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Page not found|Back to home/);
  });

  it('leads a signed-in organiser from an unknown path to their events', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(me) });
    renderRoute('/evnets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Zu deinen Events' })).toHaveAttribute('href', '/events');
    expect(within(main).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps specific routes ahead of the company-slug routes', async () => {
    stubApi({});
    renderRoute('/blog/email-confirmation');
    // the blog article route (unknown slug), not the visitor's e-mail confirmation page
    expect(await screen.findByRole('heading', { name: 'Artikel nicht gefunden' })).toBeInTheDocument();
  });

  it('hands /:companySlug/confirm/:token to the visitor entry with a full page load', async () => {
    stubApi({});
    sessionStorage.clear();
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => {});
    renderRoute('/firma/confirm/abc?x=1');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/firma/confirm/abc?x=1'));
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('does not reload in a loop when the server answered a visitor path with the SPA', async () => {
    stubApi({});
    sessionStorage.clear();
    sessionStorage.setItem('fairleads.visitorHandoff', JSON.stringify({ href: '/form/firma/messe', at: Date.now() }));
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => {});
    renderRoute('/form/firma/messe');
    expect(await screen.findByRole('heading', { name: 'Anmeldeformular' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends visitors without a session from /dashboard to the login dialog', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    const router = renderRoute('/dashboard');
    // three lazy modules in a row (guard, landing page, login dialog)
    expect(await screen.findByRole('dialog', { name: 'Anmelden' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('shows the dashboard with the navigation for a logged-in user (wrapped user tolerated)', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse({ user: me }) });
    renderRoute('/dashboard');
    // signedInBefore missing (an older server): the returning greeting, by first name
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück, Erika!' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const name of ['Dashboard', 'Events', 'Leads', 'Blog', 'Einstellungen']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    // the exhibitor is called what they are, not 'Administrator'
    expect(screen.getByText('Aussteller')).toBeInTheDocument();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
    expect(screen.getByText('2 Event-Credits')).toBeInTheDocument();
  });

  it("shows the free event's cap on the dashboard's card with the erased lead: '10 von 10 (1 gelöscht)'", async () => {
    const capped = makeEvent({ id: 'ev-free', name: 'Gratis Expo', isFirstEvent: true, leadCount: 9, capturedLeadCount: 10 });
    stubApi({ '/api/auth/me': () => jsonResponse(me), '/api/events': () => jsonResponse([capped]) });
    renderRoute('/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Gratis Expo' })).closest('article')!;
    expect(within(card).getByText('10 von 10 (1 gelöscht)')).toBeInTheDocument();
    expect(within(card).getByText('Limit erreicht')).toBeInTheDocument();
  });

  it('renders organiser sub-pages inside the same layout', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(me) });
    renderRoute('/events/42/settings');
    expect(await screen.findByRole('heading', { name: 'Event-Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('landing page', () => {
  it('shows the verification success banner and resets the address to /', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    const router = renderRoute('/?verification=success&email=erika%40firma.de');
    expect(
      await screen.findByText('E-Mail erfolgreich bestätigt! Du kannst dich jetzt mit erika@firma.de anmelden.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('after activation opens the login dialog with the address filled in and the password focused', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    const router = renderRoute('/?verification=success&login=1&email=erika%40firma.de');
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText(/^E-Mail/)).toHaveValue('erika@firma.de');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Passwort/)).toHaveFocus());
    expect(screen.getByText(/Du kannst dich jetzt mit erika@firma.de anmelden/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the verification error banner', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    renderRoute('/?verification=error');
    expect(await screen.findByText('Fehler bei der E-Mail-Bestätigung. Bitte versuche es erneut.')).toBeInTheDocument();
  });

  it('opens the auth dialog in the mode of the button', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    const u = userEvent.setup();
    renderRoute('/');
    await u.click(await screen.findByRole('button', { name: 'Login' }));
    // the dialog's code loads on the first opening
    expect(await screen.findByRole('dialog', { name: 'Anmelden' }, { timeout: 5000 })).toBeInTheDocument();
    await u.keyboard('{Escape}');
    const banner = screen.getByRole('banner');
    await u.click(within(banner).getByRole('button', { name: 'Kostenlos starten' }));
    expect(screen.getByRole('dialog', { name: 'Account erstellen' })).toBeInTheDocument();
  });

  it('shows Logout and Dashboard for a logged-in user', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(me) });
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('goodbye page', () => {
  it('after the deletion: says what was deleted, thanks, links home and opens the registration', async () => {
    stubApi({ '/api/auth/me': unauthorized });
    const u = userEvent.setup();
    renderRoute('/auf-wiedersehen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Account ist gelöscht' })).toBeInTheDocument();
    for (const item of ['dein Account mit allen Kontodaten', 'alle deine Events', 'alle Leads deiner Events']) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    expect(screen.getByText(/Danke, dass du FairLeads genutzt hast/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toContain('Auf Wiedersehen'));
    await u.click(screen.getByRole('button', { name: 'Neu registrieren' }));
    expect(await screen.findByRole('dialog', { name: 'Account erstellen' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('account activation page', () => {
  it('activates with the token from the path and links to the login dialog with the address', async () => {
    const fetchMock = stubApi({
      '/api/verify-email/tok123': () => jsonResponse({ user: { email: 'erika@firma.de' }, message: 'ok' }),
    });
    renderRoute('/verify-email/tok123');
    expect(await screen.findByRole('heading', { name: 'Account erfolgreich aktiviert!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute(
      'href',
      '/?verification=success&login=1&email=erika%40firma.de',
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/verify-email'))).toHaveLength(1);
  });

  it('reads the token from ?token= and shows the server message on failure', async () => {
    stubApi({
      '/api/verify-email/bad': () => jsonResponse({ message: 'Ungültiger Aktivierungslink', statusCode: 400 }, 400),
    });
    renderRoute('/verify-email?token=bad');
    expect(await screen.findByRole('heading', { name: 'Aktivierung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText('Ungültiger Aktivierungslink')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('shows the connection error when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderRoute('/verify-email/tok');
    expect(await screen.findByText('Verbindungsfehler. Bitte versuche es später erneut.')).toBeInTheDocument();
  });

  it('shows the error state without a token', async () => {
    stubApi({});
    renderRoute('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Aktivierung fehlgeschlagen' })).toBeInTheDocument();
  });
});

describe('dev mailbox', () => {
  const mail = {
    id: 'm1',
    to: 'erika@firma.de',
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    html: '<html><head></head><body><a href="http://localhost:3000/verify-email/abc">Aktivieren</a></body></html>',
    text: 'Hallo Erika,\nbitte aktiviere deinen Account: http://localhost:3000/verify-email/abc.\nDanke!',
    headers: {},
    createdAt: '2025-11-21T10:15:00.000Z',
  };

  it('lists mails and shows the links of the text part as plain anchors', async () => {
    stubApi({ '/api/dev/outbox': () => jsonResponse([mail]) });
    const u = userEvent.setup();
    renderRoute('/dev/mailbox');
    await u.click(await screen.findByRole('button', { name: mail.subject }));
    expect(screen.getByRole('link', { name: 'http://localhost:3000/verify-email/abc' })).toHaveAttribute(
      'href',
      'http://localhost:3000/verify-email/abc',
    );
    const frame = screen.getByTitle(`HTML-Ansicht: ${mail.subject}`);
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<base target="_top">'));
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
    );
  });

  it('explains when the outbox is disabled', async () => {
    stubApi({});
    renderRoute('/dev/mailbox');
    expect(
      await screen.findByText('Das lokale Postfach ist nur ohne SMTP-Server und außerhalb der Produktion verfügbar.'),
    ).toBeInTheDocument();
  });
});

describe('the stand team and the event pages', () => {
  const staff = { ...me, accountRole: 'staff', accounts: [{ id: 'a1', name: 'Messebau Nord', role: 'staff' }], currentAccountId: 'a1' };
  const event = makeEvent({ id: 'ev-7', name: 'Messe Wien', slug: 'messe-wien' });

  it('sends the stand team from the event settings to the lead desk with a word why', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(staff), '/api/events/ev-7': () => jsonResponse(event) });
    renderRoute('/events/ev-7/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dazu fehlt dir die Berechtigung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Lead-Desk' })).toHaveAttribute('href', '/leads');
  });

  it("opens the event's stand devices on their own page for the stand team", async () => {
    stubApi({
      '/api/auth/me': () => jsonResponse(staff),
      '/api/events/ev-7': () => jsonResponse(event),
      '/api/events/ev-7/stand-devices': () =>
        jsonResponse([{ id: 'd1', name: 'Tablet Halle 4', createdAt: '2026-11-25T10:00:00Z', expiresAt: '2099-12-09T10:00:00Z', lastUsedAt: null, revokedAt: null, endedAt: null }]),
    });
    renderRoute('/events/ev-7/devices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stand-Geräte' })).toBeInTheDocument();
    expect(await screen.findByText('Messe Wien')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Freigegebene Stand-Geräte' });
    expect(within(list).getByRole('button', { name: 'Tablet Halle 4 widerrufen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stand-Modus' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zurück zu den Events/ })).toHaveAttribute('href', '/events');
  });

  it('says so when the event is not in the account', async () => {
    stubApi({ '/api/auth/me': () => jsonResponse(staff) });
    renderRoute('/events/other/devices');
    expect(await screen.findByRole('heading', { name: 'Event nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Event-Übersicht' })).toHaveAttribute('href', '/events');
  });
});
