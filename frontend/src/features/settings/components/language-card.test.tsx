import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { i18n } from '@/i18n';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { validateWebhookForm } from '../webhook-rules';
import { SettingsPage } from './settings-page';

const me = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 3, role: 'user', accountRole: 'owner', locale: 'de' };

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

/** Where the router is: the page must stay there when the language changes. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderSettings(route: string) {
  return renderWithProviders(
    <>
      <SettingsPage />
      <Address />
    </>,
    { route, prepare: (client) => client.setQueryData(ME_QUERY_KEY, me) },
  );
}

const emailSettings = () => jsonResponse({ leadNotificationsEnabled: true, weeklyReportsEnabled: false });

describe('Settings: Sprache / Language', () => {
  it('switches to English at once, saves it with PATCH and stays on the page and its tab', async () => {
    const fetchMock = stubApi({
      'GET /api/email-settings': emailSettings,
      'PATCH /api/account/settings': (body) => jsonResponse(body),
    });
    const u = userEvent.setup();
    const { queryClient } = renderSettings('/settings');

    const group = screen.getByRole('group', { name: 'Sprache der Oberfläche' });
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(group).toHaveTextContent('English');

    await u.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Einstellungen', level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Email notifications' })).toBeInTheDocument();
    expect(screen.queryByText('E-Mail-Benachrichtigungen')).not.toBeInTheDocument();
    expect(await screen.findByText('Language saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/settings$/);

    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/account/settings');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ locale: 'en' });
    expect(new Headers(patch?.[1]?.headers).get('Accept-Language')).toBe('en');
    expect(queryClient.getQueryData<{ locale: string }>(ME_QUERY_KEY)?.locale).toBe('en');
  }, 15_000);

  it('goes on in English on the other tabs, each at its own address', async () => {
    stubApi({
      'GET /api/email-settings': emailSettings,
      'GET /api/avv-acceptance': () => jsonResponse({ accepted: false, accepted_at: null, document_version: 'v1.0' }),
      'PATCH /api/account/settings': (body) => jsonResponse(body),
    });
    const u = userEvent.setup();
    renderSettings('/settings');
    await u.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Language saved')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Privacy & legal' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/settings?tab=privacy');
    expect(screen.getByRole('button', { name: 'Open cookie settings' })).toBeInTheDocument();
  });

  it('goes back to German and says so when saving fails', async () => {
    stubApi({
      'GET /api/email-settings': emailSettings,
      'PATCH /api/account/settings': () => jsonResponse({ statusCode: 500, message: 'Internal error' }, 500),
    });
    const u = userEvent.setup();
    renderSettings('/settings');
    await u.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByText('Die Sprache konnte nicht gespeichert werden. Bitte versuche es erneut.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked());
    expect(screen.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/settings$/);
    expect(i18n.language).toBe('de');
  });
});

describe('Settings in English', () => {
  it('shows the security tab in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: true, recoveryCodesLeft: 1, passkeys: 0 }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse([]),
    });
    renderSettings('/settings?tab=security');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByText('Passwort ändern')).not.toBeInTheDocument();
    expect(await screen.findByText('1 recovery code left.')).toBeInTheDocument();
  });

  it('checks the webhook form in English', async () => {
    await i18n.changeLanguage('en');
    const errors = validateWebhookForm({ url: 'http://crm.example.com', description: '', facts: [], allEvents: false, eventIds: [], active: true });
    expect(errors).toEqual({
      url: 'The URL must start with https:// so that the leads are sent encrypted.',
      facts: 'Please choose at least one event type.',
      events: 'Please choose at least one event or ‘All events’.',
    });
  });
});
