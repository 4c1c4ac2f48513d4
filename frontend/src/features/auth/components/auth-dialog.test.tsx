import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
  it.each([
    [{}, 'E-Mail-Adresse ist erforderlich'],
    [{ email: 'erika@firma.de' }, 'Name ist erforderlich'],
    [{ email: 'erika@firma.de', name: 'Erika' }, 'Firmen-Slug ist erforderlich'],
    [{ email: 'erika@firma.de', name: 'Erika', slug: 'firma' }, 'Passwort ist erforderlich'],
    [{ email: 'erika@firma.de', name: 'Erika', slug: 'firma', password: '12345' }, 'Passwort muss mindestens 6 Zeichen lang sein'],
    [{ email: 'erika@firma.de', name: 'Erika', slug: 'fi', password: '123456' }, 'Firmen-Slug muss mindestens 3 Zeichen lang sein'],
  ])('with %o shows "%s" and sends nothing', async (values, message) => {
    const fetchMock = stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, values);
    await submitRegister(u);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the field that needs attention', async () => {
    stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'fi', password: '123456' });
    await submitRegister(u);
    expect(screen.getByLabelText(/Firmen-Slug/)).toHaveFocus();
  });

  it('treats whitespace-only values as blank', async () => {
    stubApi({});
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: '   ' });
    await submitRegister(u);
    expect(await screen.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
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
    expect(screen.getByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');

    await u.click(screen.getByRole('button', { name: 'Jetzt kostenlos registrieren' }));
    expect(screen.getByRole('dialog', { name: 'Account erstellen' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('');
    await u.type(screen.getByLabelText(/Firmen-Slug/), 'firma');

    await u.click(screen.getByRole('button', { name: 'Zum Login' }));
    expect(screen.getByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
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
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: '  erika@firma.de ', name: ' Erika Muster ', slug: 'Firma ', password: 'geheim123' });
    await submitRegister(u);

    expect(await screen.findByRole('button', { name: /Account wird erstellt\.\.\./ })).toBeDisabled();
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Bitte E-Mail bestätigen' });
    expect(within(dialog).getByText('erika@firma.de')).toBeInTheDocument();
    expect(await screen.findByText('Account erstellt!')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ email: 'erika@firma.de', name: 'Erika Muster', companySlug: 'firma', password: 'geheim123' });

    await u.click(within(dialog).getByRole('button', { name: 'E-Mail nochmals senden' }));
    expect(await screen.findByText('Neue Bestätigungs-E-Mail gesendet')).toBeInTheDocument();
    expect(bodies[1]).toEqual(bodies[0]);

    await u.click(within(dialog).getByRole('button', { name: 'Zurück zum Login' }));
    expect(screen.getByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('shows the server message as an error toast on failure', async () => {
    stubApi({
      '/api/auth/register': () => jsonResponse({ message: 'Dieser Firmen-Slug ist bereits vergeben', statusCode: 409 }, 409),
    });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'firma', password: 'geheim123' });
    await submitRegister(u);
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Dieser Firmen-Slug ist bereits vergeben')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Account erstellen' })).toBeInTheDocument();
  });

  it('switches to login after a registration without verification', async () => {
    stubApi({ '/api/auth/register': () => jsonResponse({ message: 'ok', user }, 201) });
    const u = userEvent.setup();
    renderWithProviders(<Harness mode="register" />);
    await fillRegister(u, { email: 'erika@firma.de', name: 'Erika', slug: 'firma', password: 'geheim123' });
    await submitRegister(u);
    expect(await screen.findByText('Erfolgreich registriert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Admin Login' })).toBeInTheDocument();
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
    expect(await screen.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();

    await u.type(screen.getByLabelText(/^E-Mail/), 'erika@firma.de');
    await u.type(screen.getByLabelText(/^Passwort/), 'geheim123');
    await u.click(screen.getByRole('button', { name: 'ANMELDEN' }));
    expect(await screen.findByRole('button', { name: /Anmeldung\.\.\./ })).toBeDisabled();
    release();

    expect(await screen.findByRole('dialog', { name: 'Login erfolgreich!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zum Admin-Dashboard' })).toBeInTheDocument();
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
    await u.click(await screen.findByRole('button', { name: 'Zum Admin-Dashboard' }));
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0][0], 'http://localhost');
    expect(target.pathname).toBe('/dashboard');
    expect(Object.fromEntries(target.searchParams)).toEqual({ welcome: 'true', verified: 'true', name: user.name });
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
    expect(await screen.findByText('E-Mail oder Passwort ist falsch')).toBeInTheDocument();
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
    expect(await screen.findByText(lockMessage)).toBeInTheDocument();
    expect(screen.getByText('Fehler')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ANMELDEN' })).toBeEnabled();
  });
});
