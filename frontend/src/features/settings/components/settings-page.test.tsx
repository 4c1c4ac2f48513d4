import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME_QUERY_KEY } from '@/lib/auth';
import { navigation } from '@/lib/navigation';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../constants';
import { SettingsPage } from './settings-page';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 3, role: 'user' };

type Handler = (body: unknown, init?: RequestInit) => Response | Promise<Response>;

/** Routes fetch calls by "METHOD url"; the CSRF cookie is pre-set so mutations go straight out. */
function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(route = '/settings') {
  return renderWithProviders(<SettingsPage />, { route, prepare: (client) => client.setQueryData(ME_QUERY_KEY, me) });
}

describe('SettingsPage: tabs', () => {
  it('renders an accessible tablist and moves with the arrow keys', async () => {
    stubApi({ 'GET /api/email-settings': () => jsonResponse({ leadNotificationsEnabled: true, weeklyReportsEnabled: true }) });
    const u = userEvent.setup();
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Persönlich',
      'Sicherheit',
      'Team',
      'Datenschutz & Recht',
      'Abrechnung',
      'Webhooks',
      'Integrationen',
      'API-Schlüssel',
      'Account',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0].focus();
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await u.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Persönlich' })).toHaveFocus();
    await u.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Abrechnung' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('3');
  });

  it('offers Integrationen and API-Schlüssel to owners and managers, not to the stand team', async () => {
    stubApi({ 'GET /api/email-settings': () => jsonResponse({ leadNotificationsEnabled: true, weeklyReportsEnabled: true }) });
    const names = (role: string) => {
      const { unmount } = renderWithProviders(<SettingsPage />, { prepare: (client) => client.setQueryData(ME_QUERY_KEY, { ...me, accountRole: role }) });
      const found = screen.getAllByRole('tab').map((tab) => tab.textContent);
      unmount();
      return found;
    };
    expect(names('owner')).toEqual(expect.arrayContaining(['Integrationen', 'API-Schlüssel']));
    expect(names('manager')).toEqual(expect.arrayContaining(['Integrationen', 'API-Schlüssel']));
    expect(names('staff')).not.toContain('Integrationen');
    expect(names('staff')).not.toContain('API-Schlüssel');
  });

  it('opens the integrations from a link (?tab=integrations)', async () => {
    stubApi({ 'GET /api/account/integrations': () => jsonResponse([]) });
    renderPage('/settings?tab=integrations');
    expect(screen.getByRole('tab', { name: 'Integrationen' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Integrationen', level: 2 })).toBeInTheDocument();
  });

  it('shows name and e-mail read-only, without a save button', async () => {
    stubApi({ 'GET /api/email-settings': () => jsonResponse({ leadNotificationsEnabled: true, weeklyReportsEnabled: false }) });
    renderPage();
    expect(await screen.findByText('Erika Muster')).toBeInTheDocument();
    expect(screen.getByText('erika@firma.de')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /speichern/i })).not.toBeInTheDocument();
  });

  it('dispatches the cookie-settings event', async () => {
    stubApi({ 'GET /api/avv-acceptance': () => jsonResponse({ accepted: false, accepted_at: null, document_version: 'v1.0' }) });
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    const u = userEvent.setup();
    renderPage('/settings?tab=privacy');
    await u.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
  });
});

describe('SettingsPage: e-mail settings', () => {
  it('saves a toggle with PUT', async () => {
    const put = vi.fn((body: unknown) => jsonResponse(body));
    stubApi({
      'GET /api/email-settings': () => jsonResponse({ leadNotificationsEnabled: true, weeklyReportsEnabled: true }),
      'PUT /api/email-settings': put,
    });
    const u = userEvent.setup();
    renderPage();
    const weekly = await screen.findByRole('switch', { name: 'Wöchentlicher Report' });
    expect(weekly).toHaveAttribute('aria-checked', 'true');
    expect(weekly).toHaveAccessibleDescription(/Zusammenfassung/);
    await u.click(weekly);
    expect(weekly).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(put).toHaveBeenCalledWith({ leadNotificationsEnabled: true, weeklyReportsEnabled: false }, expect.anything()));
    expect(screen.getByRole('switch', { name: 'Wöchentlicher Report' })).toHaveAttribute('aria-checked', 'false');
  });

  it('reverts the toggle and shows a toast when saving fails', async () => {
    stubApi({
      'GET /api/email-settings': () => jsonResponse({ leadNotificationsEnabled: true, weeklyReportsEnabled: true }),
      'PUT /api/email-settings': () => jsonResponse({ message: 'kaputt' }, 500),
    });
    const u = userEvent.setup();
    renderPage();
    const lead = await screen.findByRole('switch', { name: 'Benachrichtigung bei neuen Leads' });
    await u.click(lead);
    expect(await screen.findByText('E-Mail-Einstellungen konnten nicht gespeichert werden.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Benachrichtigung bei neuen Leads' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows an error with retry when loading fails', async () => {
    let calls = 0;
    stubApi({
      'GET /api/email-settings': () =>
        ++calls === 1
          ? new Response('boom', { status: 500 })
          : jsonResponse({ leadNotificationsEnabled: false, weeklyReportsEnabled: true }),
    });
    const u = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('switch', { name: 'Benachrichtigung bei neuen Leads' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('SettingsPage: AVV', () => {
  const notAccepted = { accepted: false, accepted_at: null, document_version: 'v1.0' };

  async function renderAvv(post: Handler) {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    stubApi({ 'GET /api/avv-acceptance': () => jsonResponse(notAccepted), 'POST /api/avv-acceptance': post });
    renderPage('/settings?tab=privacy');
    // Let the query resolve.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return screen.getByRole('checkbox', { name: /gelesen und akzeptiere/ });
  }

  it('keeps the checkbox disabled for 15 s, warns on an early attempt, then accepts and shows the info', async () => {
    const post = vi.fn(() => jsonResponse({ accepted: true, accepted_at: '2026-11-21T09:30:00.000Z', document_version: 'v1.0' }));
    const checkbox = await renderAvv(post);
    expect(screen.getByText(/Version v1\.0/)).toBeInTheDocument();
    expect(screen.getByText(/innerhalb von 30 Tagen/)).toBeInTheDocument();
    expect(checkbox).toBeDisabled();
    expect(screen.getByText(/in 15 Sekunden möglich/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'AVV akzeptieren' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte nimm dir die Zeit, den Vertrag zu lesen.');
    expect(post).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_000);
    });
    expect(checkbox).toBeDisabled();
    expect(screen.getByText(/in 1 Sekunde möglich/)).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(checkbox).toBeEnabled();
    expect(screen.getByRole('button', { name: 'AVV akzeptieren' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(checkbox);
    expect(screen.getByRole('button', { name: 'AVV akzeptieren' })).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'AVV akzeptieren' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(post).toHaveBeenCalledWith({ accepted: true, document_version: 'v1.0' }, expect.anything());
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    expect(screen.getByText(/Akzeptiert am 21\.11\.2026, \d\d:30:00 · Version v1\.0/)).toBeInTheDocument();
  });

  it('shows a toast and keeps the form when accepting fails', async () => {
    const checkbox = await renderAvv(() => jsonResponse({ message: 'nope' }, 500));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'AVV akzeptieren' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    vi.useRealTimers();
    expect(await screen.findByText('AVV konnte nicht akzeptiert werden.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /gelesen und akzeptiere/ })).toBeInTheDocument();
  });

  it('shows the acceptance info instead of the form when already accepted', async () => {
    stubApi({
      'GET /api/avv-acceptance': () => jsonResponse({ accepted: true, accepted_at: '2026-01-05T10:00:00.000Z', document_version: 'v1.0' }),
    });
    renderPage('/settings?tab=privacy');
    expect(await screen.findByText(/Akzeptiert am 05\.01\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('SettingsPage: account deletion', () => {
  async function toFinalStep(u: ReturnType<typeof userEvent.setup>) {
    await u.click(screen.getByRole('button', { name: 'Account löschen' }));
    const input = screen.getByLabelText('Gib DELETE ein');
    expect(input).toHaveFocus();
    await u.type(input, 'DELETE');
    await u.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('heading', { name: 'Bist du sicher?' })).toBeInTheDocument();
  }

  it('lists what is deleted and only accepts the exact text DELETE', async () => {
    stubApi({});
    const u = userEvent.setup();
    renderPage('/settings?tab=account');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/alle deine Events/)).toBeInTheDocument();
    expect(within(panel).getByText('alle Leads deiner Events')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Account löschen' }));
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next).toBeDisabled();
    await u.type(screen.getByLabelText('Gib DELETE ein'), 'delete');
    expect(next).toBeDisabled();
    expect(screen.getByText("Bitte gib exakt 'DELETE' ein, um fortzufahren.")).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Gib DELETE ein'));
    await u.type(screen.getByLabelText('Gib DELETE ein'), 'DELETE');
    expect(next).toBeEnabled();
    expect(screen.queryByText("Bitte gib exakt 'DELETE' ein, um fortzufahren.")).not.toBeInTheDocument();
  });

  it('cancel in the final step returns to the warning without a call', async () => {
    const fetchMock = stubApi({});
    const u = userEvent.setup();
    renderPage('/settings?tab=account');
    await toFinalStep(u);
    await u.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('button', { name: 'Account löschen' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on error shows the server message and returns to the warning', async () => {
    stubApi({
      'DELETE /api/auth/account': () => jsonResponse({ message: "Bitte gib exakt 'DELETE' ein, um fortzufahren." }, 400),
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const u = userEvent.setup();
    renderPage('/settings?tab=account');
    await toFinalStep(u);
    await u.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText("Bitte gib exakt 'DELETE' ein, um fortzufahren.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account löschen' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to the generic error text without a server message', async () => {
    stubApi({ 'DELETE /api/auth/account': () => new Response('oops', { status: 500 }) });
    const u = userEvent.setup();
    renderPage('/settings?tab=account');
    await toFinalStep(u);
    await u.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Account konnte nicht gelöscht werden.')).toBeInTheDocument();
  });

  it('on success sends DELETE, clears the cache and goes to the goodbye page', async () => {
    const del = vi.fn(() => jsonResponse({ message: 'Account gelöscht' }));
    stubApi({ 'DELETE /api/auth/account': del });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const u = userEvent.setup();
    const { queryClient } = renderPage('/settings?tab=account');
    await toFinalStep(u);
    await u.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auf-wiedersehen'));
    expect(del).toHaveBeenCalledWith({ confirmation: 'DELETE' }, expect.anything());
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });
});
