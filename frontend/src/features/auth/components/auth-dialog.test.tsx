import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '@/i18n';
import { navigation } from '@/lib/navigation';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AuthDialog, type AuthMode } from './auth-dialog';

function Harness({ mode = 'register' as AuthMode }) {
  const [open, setOpen] = useState(true);
  return <AuthDialog open={open} mode={mode} onOpenChange={setOpen} />;
}

const user = { id: 1, name: 'Erika Muster', email: 'erika@firma.de', companySlug: 'firma', eventCredits: 0, role: 'user' };

/** Routes fetch calls by URL; every mutation first needs the CSRF cookie, which we pre-set. */
function stubApi(handlers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[url];
    if (!handler) throw new Error(`unexpected ${url}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillRegister(u: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  if (values.email) await u.type(screen.getByLabelText(/^E-Mail/), values.email);
  if (values.name) await u.type(screen.getByLabelText(/Vollständiger Name/), values.name);
  if (values.slug) await u.type(screen.getByLabelText(/Firmen-Slug/), values.slug);
  if (values.password) await u.type(screen.getByLabelText(/^Passwort/), values.password);
}

const submitRegister = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'ACCOUNT ERSTELLEN' }));

describe('AuthDialog: register validation', () => {
  it('shows every problem at once, each at its field, announces them together and focuses the first', async () => {
    const fetchMock = stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { name: 'Erika', slug: 'fi', password: '12345' });
    await submitRegister(u);

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Bitte prüfe deine Eingaben (3 Felder):');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'E-Mail-Adresse ist erforderlich',
      'Firmen-Slug muss mindestens 3 Zeichen lang sein',
      'Passwort muss mindestens 6 Zeichen lang sein',
    ]);
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('E-Mail-Adresse ist erforderlich');
    expect(screen.getByLabelText(/Firmen-Slug/)).toHaveAccessibleDescription(expect.stringContaining('Firmen-Slug muss mindestens 3 Zeichen lang sein'));
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription('Passwort muss mindestens 6 Zeichen lang sein');
    expect(screen.getByLabelText(/Vollständiger Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [{}, /^E-Mail/, 'E-Mail-Adresse ist erforderlich'],
    [{ email: 'erika-at-firma' }, /^E-Mail/, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    [{ email: 'erika@firma.de' }, /Vollständiger Name/, 'Name ist erforderlich'],
    [{ email: 'erika@firma.de', name: 'Erika' }, /Firmen-Slug/, 'Firmen-Slug ist erforderlich'],
    [{ email: 'erika@firma.de', name: 'Erika', slug: 'firma' }, /^Passwort/, 'Passwort ist erforderlich'],
  ])('with %o marks %s with "%s" and sends nothing', async (values, label, message) => {
    const fetchMock = stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, values);
    await submitRegister(u);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes a field's message away as soon as it is edited", async () => {
    stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await submitRegister(u);
    await u.type(screen.getByLabelText(/^E-Mail/), 'e');
    expect(screen.getByLabelText(/^E-Mail/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats whitespace-only values as blank', async () => {
    stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: '   ' });
    await submitRegister(u);
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('E-Mail-Adresse ist erforderlich');
  });

  it("puts the server's refusals at their fields, all at once, and focuses the first", async () => {
    stubApi({
      '/api/auth/register': () =>
        jsonResponse(
          {
            statusCode: 400,
            message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
            errors: {
              email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
              companySlug: 'Dieser Firmen-Slug ist für die App reserviert. Bitte wähle einen anderen.',
            },
          },
          400,
        ),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'dashboard', password: 'geheim123' });
    await submitRegister(u);
    const slug = screen.getByLabelText(/Firmen-Slug/);
    await waitFor(() => expect(screen.getByLabelText(/^E-Mail/)).toHaveFocus());
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Dieser Firmen-Slug ist für die App reserviert. Bitte wähle einen anderen.'));
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (2 Felder):');
  });
});

describe('AuthDialog: fields', () => {
  it('transliterates and lowercases the company slug as typed, spaces become hyphens, other characters go; shows the URL hint', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    const slug = screen.getByLabelText(/Firmen-Slug/);
    await u.type(slug, 'Mein Stand GmbH');
    expect(slug).toHaveValue('mein-stand-gmbh');
    await u.clear(slug);
    await u.type(slug, 'Müller & Söhne_GmbH-2');
    expect(slug).toHaveValue('mueller-soehnegmbh-2');
    expect(screen.getByText(`Deine Event-URLs: ${window.location.origin}/mueller-soehnegmbh-2/event-name`)).toBeInTheDocument();
  });

  it('uses the right input types and autocomplete hints', () => {
    renderWithProviders(<Harness mode="register" />);
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('placeholder', 'Mindestens 6 Zeichen');
    expect(screen.getByLabelText(/Vollständiger Name/)).toBeRequired();
    expect(screen.getByText('Erstes Event gratis mit bis zu 10 Leads')).toBeInTheDocument();
  });

  it('switching modes clears all fields', async () => {
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="login" />);
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');

    await u.click(screen.getByRole('button', { name: 'Jetzt kostenlos registrieren' }));
    expect(screen.getByRole('dialog', { name: 'Account erstellen' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('');
    await u.type(screen.getByLabelText(/Firmen-Slug/), 'firma');

    await u.click(screen.getByRole('button', { name: 'Zur Anmeldung' }));
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('');
    expect(screen.getByLabelText(/^Passwort/)).toHaveValue('');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('autocomplete', 'current-password');
  });
});

describe('AuthDialog: register flow', () => {
  it('shows the pending label, sends trimmed values (no hyphen after the company slug), then the verification panel; resend repeats the call', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    stubApi({
      '/api/auth/register': async (body) => {
        bodies.push(body);
        if (bodies.length === 1) {
          await gate;
          return jsonResponse(
            { requiresVerification: true, email: 'erika@firma.de', message: 'Registrierung erfolgreich', user },
            201,
          );
        }
        return jsonResponse({
          requiresVerification: true,
          email: 'erika@firma.de',
          message: 'Diese E-Mail-Adresse ist bereits registriert, aber noch nicht bestätigt.',
          user,
        });
      },
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: '  erika@firma.de ', name: ' Erika Muster ', slug: 'Firma ', password: 'geheim123' });
    await submitRegister(u);

    expect(await screen.findByRole('button', { name: /Account wird erstellt\.\.\./ })).toBeDisabled();
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Bitte E-Mail bestätigen' });
    expect(within(dialog).getByText('erika@firma.de')).toBeInTheDocument();
    expect(await screen.findByText('Account erstellt!')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ email: 'erika@firma.de', name: 'Erika Muster', companySlug: 'firma', password: 'geheim123', locale: 'de' });

    await u.click(within(dialog).getByRole('button', { name: 'E-Mail nochmals senden' }));
    expect(await screen.findByText('Neue Bestätigungs-E-Mail gesendet')).toBeInTheDocument();
    expect(bodies[1]).toEqual(bodies[0]);

    await u.click(within(dialog).getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('shows a refusal that belongs to no field in the form, not in a toast over the title', async () => {
    stubApi({
      '/api/auth/register': () => jsonResponse({ message: 'Dieser Firmen-Slug ist bereits vergeben', statusCode: 409 }, 409),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'firma', password: 'geheim123' });
    await submitRegister(u);
    const dialog = screen.getByRole('dialog', { name: 'Account erstellen' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dieser Firmen-Slug ist bereits vergeben');
    expect(screen.queryByText('Fehler')).not.toBeInTheDocument();
  });

  it('marks a slug someone else has at the slug field, with the focus there', async () => {
    const taken = 'Dieser Firmen-Slug ist bereits vergeben. Bitte wähle einen anderen.';
    stubApi({
      '/api/auth/register': () => jsonResponse({ message: taken, statusCode: 409, errors: { companySlug: taken } }, 409),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'firma', password: 'geheim123' });
    await submitRegister(u);
    const slug = screen.getByLabelText(/Firmen-Slug/);
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(slug).toHaveFocus();
    expect(screen.getByLabelText(/^E-Mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('switches to login after a registration without verification', async () => {
    stubApi({ '/api/auth/register': () => jsonResponse({ message: 'ok', user }, 201) });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'firma', password: 'geheim123' });
    await submitRegister(u);
    expect(await screen.findByText('Erfolgreich registriert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
  });
});

describe('AuthDialog: login flow', () => {
  it('validates, shows the pending label, the success panel, then reloads at /dashboard after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stubApi({
      '/api/auth/login': async () => {
        await gate;
        return jsonResponse({ message: 'Erfolgreich angemeldet', user });
      },
    });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness mode="login" />);

    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben (2 Felder):');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('E-Mail-Adresse ist erforderlich');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription('Passwort ist erforderlich');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveFocus();

    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    expect(await screen.findByRole('button', { name: /Anmeldung\.\.\./ })).toBeDisabled();
    release();

    expect(await screen.findByRole('dialog', { name: 'Anmeldung erfolgreich!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zum Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Erfolgreich angemeldet')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(assign).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the first sign-in of a new account to the welcome dialog, also through the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    stubApi({ '/api/auth/login': () => jsonResponse({ message: 'Erfolgreich angemeldet', user, firstLogin: true }) });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness mode="login" />);
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    await u.click(await screen.findByRole('button', { name: 'Zum Dashboard' }));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0][0], 'http://localhost');
    expect(target.pathname).toBe('/dashboard');
    expect(Object.fromEntries(target.searchParams)).toEqual({ welcome: 'true', verified: 'true', name: user.name });
  });

  it('goes back to the page it came from (?next=, e.g. an invitation) instead of the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    stubApi({ '/api/auth/login': () => jsonResponse({ message: 'Erfolgreich angemeldet', user, firstLogin: true }) });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<AuthDialog open mode="login" onOpenChange={() => {}} initialEmail="erika@firma.de" returnTo="/einladung/tok-1" />);
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    await u.click(await screen.findByRole('button', { name: 'Weiter' }));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(assign).toHaveBeenCalledWith('/einladung/tok-1');
  });

  it('shows the server message on a failed login', async () => {
    stubApi({
      '/api/auth/login': () => jsonResponse({ message: 'E-Mail oder Passwort ist falsch', statusCode: 401 }, 401),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="login" />);
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'falsch99');
    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail oder Passwort ist falsch');
    // the button was disabled while the request ran: the focus goes to the message, not nowhere
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'ANMELDEN' })).toBeEnabled();
  });

  it("shows the server's lock message when the account is locked after too many attempts (429)", async () => {
    const lockMessage = 'Zu viele Anmeldeversuche. Bitte warte 15 Minuten und versuche es dann erneut.';
    stubApi({
      '/api/auth/login': () => jsonResponse({ message: lockMessage, statusCode: 429 }, 429),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="login" />);
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(lockMessage);
    expect(screen.getByRole('button', { name: 'ANMELDEN' })).toBeEnabled();
  });
});

describe('AuthDialog in English', () => {
  it("shows the register form in English, checks in English and sends the browser's language as the new user's", async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'de']);
    const bodies: unknown[] = [];
    stubApi({
      '/api/auth/register': (body) => {
        bodies.push(body);
        return jsonResponse({ requiresVerification: true, email: 'erika@firma.de', message: 'Account erstellt.', user }, 201);
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    expect(screen.getByRole('dialog', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ACCOUNT ERSTELLEN' })).not.toBeInTheDocument();
    expect(screen.getByText('First event free with up to 10 leads')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your entries (4 fields):');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email address is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    await u.type(screen.getByLabelText(/^Email/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/Full name/), 'Erika Muster');
    await u.type(screen.getByLabelText(/Company slug/), 'firma');
    await u.type(screen.getByLabelText(/^Password/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('dialog', { name: 'Please confirm your email' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ email: 'erika@firma.de', name: 'Erika Muster', companySlug: 'firma', password: 'geheim123', locale: 'en' });
  });
});
