import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PasswordResetPage } from './password-reset-page';

type Handler = (body: unknown) => Response | Promise<Response>;

function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const bodies: Record<string, unknown[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      (bodies[key] ??= []).push(body);
      const handler = handlers[key];
      if (!handler) throw new Error(`unexpected ${key}`);
      return handler(body);
    }),
  );
  return bodies;
}

function renderPage(token = 'tok-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/passwort-zuruecksetzen/:token" element={<PasswordResetPage />} />
    </Routes>,
    { route: `/passwort-zuruecksetzen/${token}` },
  );
}

const valid = () => jsonResponse({ expiresAt: '2030-01-01T10:30:00Z' });

describe('PasswordResetPage', () => {
  it('checks the link first, then sets the new password and offers the sign-in', async () => {
    const bodies = stubApi({
      'GET /api/auth/password-reset/tok-1': valid,
      'POST /api/auth/password-reset/tok-1': () => jsonResponse({ message: 'Passwort geändert.' }),
    });
    const u = userEvent.setup();
    renderPage();
    expect(screen.getByText('Der Link wird geprüft...', { selector: 'p' })).toBeInTheDocument();

    const password = await screen.findByLabelText(/^Neues Passwort\s*\*?$/);
    expect(screen.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await u.type(password, 'abc');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Noch zu kurz'));
    await u.type(password, 'defgh-JK-99');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Stark.'));
    await u.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'abcdefgh-JK-98');
    await u.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(screen.getByLabelText(/^Neues Passwort wiederholen/)).toHaveAccessibleDescription('Die beiden Passwörter stimmen nicht überein.');
    expect(bodies['POST /api/auth/password-reset/tok-1']).toBeUndefined();

    await u.clear(screen.getByLabelText(/^Neues Passwort wiederholen/));
    await u.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'abcdefgh-JK-99');
    await u.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    const heading = await screen.findByRole('heading', { name: 'Passwort geändert.' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Du kannst dich jetzt anmelden/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', '/?login=1');
    expect(bodies['POST /api/auth/password-reset/tok-1']).toEqual([{ password: 'abcdefgh-JK-99' }]);
  });

  it("shows the server's refusal at the password field", async () => {
    stubApi({
      'GET /api/auth/password-reset/tok-1': valid,
      'POST /api/auth/password-reset/tok-1': () =>
        jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Ungültig', errors: { password: 'Das Passwort ist zu lang.' } }, 400),
    });
    const u = userEvent.setup();
    renderPage();
    await u.type(await screen.findByLabelText(/^Neues Passwort\s*\*?$/), 'geheim123');
    await u.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    await waitFor(() => expect(screen.getByLabelText(/^Neues Passwort\s*\*?$/)).toHaveAccessibleDescription(expect.stringContaining('Das Passwort ist zu lang.')));
  });

  it('says an expired link expired, and requests a new one on the spot', async () => {
    const bodies = stubApi({
      'GET /api/auth/password-reset/tok-1': () => jsonResponse({ statusCode: 410, code: 'PASSWORD_RESET_EXPIRED', message: 'Abgelaufen' }, 410),
      'POST /api/auth/password-reset': () => jsonResponse({ message: 'Wenn zu dieser Adresse ein Konto gehört, haben wir dir einen Link geschickt.' }, 202),
    });
    const u = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist abgelaufen' })).toHaveFocus();
    expect(screen.queryByLabelText(/^Neues Passwort\s*\*?$/)).not.toBeInTheDocument();
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText(/Wenn zu dieser Adresse ein Konto gehört/)).toBeInTheDocument();
    expect(bodies['POST /api/auth/password-reset']).toEqual([{ email: 'erika@firma.de' }]);
  });

  it('says an unknown or used link does not hold, with the same way to a new one', async () => {
    stubApi({ 'GET /api/auth/password-reset/tok-1': () => jsonResponse({ statusCode: 404, code: 'PASSWORD_RESET_INVALID', message: 'Ungültig' }, 404) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dieser Link gilt nicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link senden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('turns to the expired view when the link runs out while the form is open', async () => {
    stubApi({
      'GET /api/auth/password-reset/tok-1': valid,
      'POST /api/auth/password-reset/tok-1': () => jsonResponse({ statusCode: 410, code: 'PASSWORD_RESET_EXPIRED', message: 'Abgelaufen' }, 410),
    });
    const u = userEvent.setup();
    renderPage();
    await u.type(await screen.findByLabelText(/^Neues Passwort\s*\*?$/), 'geheim123');
    await u.type(screen.getByLabelText(/^Neues Passwort wiederholen/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('heading', { name: 'Dieser Link ist abgelaufen' })).toBeInTheDocument();
  });
});

describe('PasswordResetPage in English', () => {
  it('asks for the new password in English and checks it in English', async () => {
    await i18n.changeLanguage('en');
    const bodies = stubApi({ 'GET /api/auth/password-reset/tok-1': valid });
    const u = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Neues Passwort festlegen' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Choose a new password for your account\. The link is valid until \d\d:\d\d\.$/)).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^New password\s*\*?$/), 'abc');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your entries (2 fields):');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(screen.getByRole('alert')).toHaveTextContent('Please repeat the new password.');
    expect(bodies['POST /api/auth/password-reset/tok-1']).toBeUndefined();
  });
});
