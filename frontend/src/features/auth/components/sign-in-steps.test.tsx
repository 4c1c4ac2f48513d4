import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AuthDialog } from './auth-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return <AuthDialog open={open} mode="login" onOpenChange={setOpen} />;
}

const user = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 0, role: 'user' };
const signedIn = { message: 'Angemeldet', user, firstLogin: false };

type Handler = (body: unknown) => Response | Promise<Response>;

/** Routes fetch calls by "METHOD url"; the CSRF cookie is pre-set so mutations go straight out. */
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

async function signInWithPassword(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
  await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
  await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
}

describe('AuthDialog: sign-in with an authenticator app', () => {
  it('asks for the code after the password, keeps the step on a wrong code and signs in with the right one', async () => {
    const codes = ['000000', '123456'];
    const bodies = stubApi({
      'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true, message: 'Bitte gib deinen Code ein.' }),
      'POST /api/auth/login/2fa': (body) =>
        (body as { code: string }).code === codes[1]
          ? jsonResponse(signedIn)
          : jsonResponse({ statusCode: 401, code: 'IDENTITY_WRONG_SECOND_FACTOR', message: 'Der Code stimmt nicht.' }, 401),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await signInWithPassword(u);

    const dialog = await screen.findByRole('dialog', { name: 'Anmeldung bestätigen' });
    const code = within(dialog).getByLabelText(/Bestätigungscode aus deiner Authenticator-App/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();

    await u.type(code, codes[0]);
    await u.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(screen.getByLabelText(/Bestätigungscode/)).toHaveAccessibleDescription(expect.stringContaining('Der Code stimmt nicht.')));
    expect(screen.getByLabelText(/Bestätigungscode/)).toHaveValue('');
    expect(screen.getByLabelText(/Bestätigungscode/)).toHaveFocus();

    await u.type(screen.getByLabelText(/Bestätigungscode/), codes[1]);
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('dialog', { name: 'Anmeldung erfolgreich!' })).toBeInTheDocument();
    expect(bodies['POST /api/auth/login/2fa']).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('takes a recovery code instead, and checks the six digits before sending', async () => {
    const bodies = stubApi({
      'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true, message: 'Code' }),
      'POST /api/auth/login/2fa': () => jsonResponse(signedIn),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await signInWithPassword(u);
    await screen.findByRole('dialog', { name: 'Anmeldung bestätigen' });

    await u.type(screen.getByLabelText(/Bestätigungscode/), '12ab');
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(screen.getByLabelText(/Bestätigungscode/)).toHaveAccessibleDescription(expect.stringContaining('Der Code besteht aus 6 Ziffern.'));
    expect(bodies['POST /api/auth/login/2fa']).toBeUndefined();

    await u.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    const recovery = screen.getByLabelText(/^Wiederherstellungscode/);
    expect(recovery).toHaveFocus();
    expect(recovery).not.toHaveAttribute('aria-invalid');
    await u.type(recovery, 'abcd-efgh-ijkl');
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('dialog', { name: 'Anmeldung erfolgreich!' })).toBeInTheDocument();
    expect(bodies['POST /api/auth/login/2fa']).toEqual([{ code: 'abcd-efgh-ijkl' }]);
  });

  it('goes back to the password with the address kept when the pending sign-in expired', async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true, message: 'Code' }),
      'POST /api/auth/login/2fa': () => jsonResponse({ statusCode: 401, code: 'IDENTITY_SECOND_FACTOR_EXPIRED', message: 'Bitte melde dich erneut an.' }, 401),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await signInWithPassword(u);
    await screen.findByRole('dialog', { name: 'Anmeldung bestätigen' });
    await u.type(screen.getByLabelText(/Bestätigungscode/), '123456');
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Die Anmeldung ist abgelaufen. Bitte gib dein Passwort noch einmal ein.').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('erika@firma.de');
    expect(screen.getByLabelText(/^Passwort/)).toHaveFocus();
  });

  it('says how long to wait when too many codes were wrong', async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true, message: 'Code' }),
      'POST /api/auth/login/2fa': () =>
        jsonResponse({ statusCode: 429, code: 'IDENTITY_LOGIN_LOCKED', message: 'Zu viele Versuche. Bitte warte 15 Minuten.' }, 429),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await signInWithPassword(u);
    await screen.findByRole('dialog', { name: 'Anmeldung bestätigen' });
    await u.type(screen.getByLabelText(/Bestätigungscode/), '123456');
    await u.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. Bitte warte 15 Minuten.');
    expect(screen.getByRole('dialog', { name: 'Anmeldung bestätigen' })).toBeInTheDocument();
  });

  it('the back link leads to the password step', async () => {
    stubApi({ 'POST /api/auth/login': () => jsonResponse({ twoFactorRequired: true, message: 'Code' }) });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await signInWithPassword(u);
    await screen.findByRole('dialog', { name: 'Anmeldung bestätigen' });
    await u.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('erika@firma.de');
  });

  it('hides the passkey button where the browser has no WebAuthn (jsdom has none)', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).not.toBeInTheDocument();
  });
});

describe('AuthDialog: Passwort vergessen', () => {
  it('posts the address and shows the same neutral sentence, with the way back to the sign-in', async () => {
    const bodies = stubApi({
      'POST /api/auth/password-reset': () =>
        jsonResponse({ message: 'Wenn zu dieser Adresse ein Konto gehört, haben wir dir einen Link geschickt.' }, 202),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen' });
    const email = within(dialog).getByLabelText(/^E-Mail/);
    expect(email).toHaveValue('erika@firma.de');
    await u.clear(email);
    await u.click(within(dialog).getByRole('button', { name: 'Link senden' }));
    expect(email).toHaveAccessibleDescription('E-Mail-Adresse ist erforderlich');
    expect(bodies['POST /api/auth/password-reset']).toBeUndefined();

    await u.type(email, 'erika@firma.de');
    await u.click(within(dialog).getByRole('button', { name: 'Link senden' }));
    const sentence = await within(dialog).findByText('Wenn zu dieser Adresse ein Konto gehört, haben wir dir einen Link geschickt.');
    expect(sentence.closest('[role="status"]')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Link senden' })).not.toBeInTheDocument();
    expect(bodies['POST /api/auth/password-reset']).toEqual([{ email: 'erika@firma.de' }]);

    await u.click(within(dialog).getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('says the neutral sentence of its own when the server sends none', async () => {
    stubApi({ 'POST /api/auth/password-reset': () => new Response(null, { status: 202 }) });
    const u = userEvent.setup();
    renderWithProviders(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    await u.type(await screen.findByLabelText(/^E-Mail/), 'wer@auch-immer.de');
    await u.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText(/Wenn zu dieser Adresse ein Konto gehört/)).toBeInTheDocument();
  });
});
