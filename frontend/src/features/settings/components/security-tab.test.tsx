import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { SecurityTab } from './security-tab';

type Handler = (body: unknown) => Response | Promise<Response>;

/** Routes fetch calls by "METHOD url" and records them; the CSRF cookie is pre-set. */
function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const calls: string[] = [];
  const bodies: Record<string, unknown[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      (bodies[key] ??= []).push(body);
      const handler = handlers[key];
      if (!handler) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: `unexpected ${key}` }, 404);
      return handler(body);
    }),
  );
  return { calls, bodies };
}

const me = {
  id: 'u1',
  name: 'Erika',
  email: 'erika@firma.de',
  companySlug: 'firma',
  eventCredits: 0,
  role: 'user',
  accountRole: 'owner',
  secondFactor: { enabled: false, required: false, satisfied: false },
};
const CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333', 'dddd-4444', 'eeee-5555', 'ffff-6666', 'gggg-7777', 'hhhh-8888', 'iiii-9999', 'jjjj-0000'];
const sessions = [
  {
    id: 's-other',
    createdAt: '2026-03-01T08:00:00Z',
    lastSeenAt: '2026-03-02T09:00:00Z',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ipHint: '203.0.113.x',
    current: false,
  },
  {
    id: 's-here',
    createdAt: '2026-03-03T08:00:00Z',
    lastSeenAt: '2026-03-03T10:00:00Z',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    ipHint: '198.51.100.x',
    current: true,
  },
];

function renderTab() {
  return renderWithProviders(<SecurityTab />, { route: '/settings?tab=security', prepare: (client) => client.setQueryData(ME_QUERY_KEY, me) });
}

describe('Security tab: authenticator app', () => {
  it('sets it up from the QR image, shows the ten recovery codes once and reads the user afresh', async () => {
    let enabled = false;
    const { calls, bodies } = stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: enabled, recoveryCodesLeft: enabled ? 10 : 0, secondFactorRequired: false, sessionStrong: enabled }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'GET /api/auth/me': () => jsonResponse(me),
      'POST /api/account/security/totp/setup': () =>
        jsonResponse({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/FairLeads:erika', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }),
      'POST /api/account/security/totp/enable': (body) => {
        if ((body as { code: string }).code !== '123456') return jsonResponse({ statusCode: 400, code: 'SECOND_FACTOR_WRONG_CODE', message: 'Der Code stimmt nicht.' }, 400);
        enabled = true;
        return jsonResponse({ recoveryCodes: CODES });
      },
    });
    const u = userEvent.setup();
    const { container } = renderTab();
    await u.click(await screen.findByRole('button', { name: 'Authenticator-App einrichten' }));

    expect(await screen.findByRole('heading', { name: 'Authenticator-App einrichten', level: 3 })).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    // the server's SVG never becomes part of the page
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByLabelText('Schlüssel für die manuelle Eingabe')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await u.type(screen.getByLabelText(/^Bestätigungscode/), '654321');
    await u.click(screen.getByRole('button', { name: 'Aktivieren' }));
    await waitFor(() => expect(screen.getByLabelText(/^Bestätigungscode/)).toHaveAccessibleDescription('Der Code stimmt nicht.'));

    await u.clear(screen.getByLabelText(/^Bestätigungscode/));
    await u.type(screen.getByLabelText(/^Bestätigungscode/), '123 456');
    await u.click(screen.getByRole('button', { name: 'Aktivieren' }));

    const list = await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByRole('heading', { name: 'Deine Wiederherstellungscodes' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Kopieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als .txt herunterladen' })).toBeInTheDocument();
    expect(bodies['POST /api/account/security/totp/enable']).toEqual([{ code: '654321' }, { code: '123456' }]);
    // the session is strong now: the user is read afresh (its secondFactor opens the app)
    await waitFor(() => expect(calls).toContain('GET /api/auth/me'));
    // the status refetched behind the codes, which stay until confirmed
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/account/security')).toHaveLength(2));
    expect(screen.getByRole('list', { name: 'Wiederherstellungscodes' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Ich habe die Codes gesichert' }));
    expect(screen.queryByRole('list', { name: 'Wiederherstellungscodes' })).not.toBeInTheDocument();
    expect(screen.queryByText('aaaa-1111')).not.toBeInTheDocument();
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('Noch 10 Wiederherstellungscodes übrig.')).toBeInTheDocument();
  });

  it('keeps the second factor first while the codes are shown, when a required one was just set up', async () => {
    const required = { ...me, secondFactor: { enabled: false, required: true, satisfied: false } };
    let enabled = false;
    const { calls } = stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: enabled, recoveryCodesLeft: enabled ? 10 : 0, secondFactorRequired: true, sessionStrong: enabled }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'GET /api/auth/me': () => jsonResponse({ ...me, secondFactor: { enabled, required: true, satisfied: enabled } }),
      'POST /api/account/security/totp/setup': () => jsonResponse({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/FairLeads:erika', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }),
      'POST /api/account/security/totp/enable': () => {
        enabled = true;
        return jsonResponse({ recoveryCodes: CODES });
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<SecurityTab />, { route: '/settings?tab=security', prepare: (client) => client.setQueryData(ME_QUERY_KEY, required) });
    const secondFactorFirst = () => {
      const totp = screen.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung', level: 2 });
      const password = screen.getByRole('heading', { name: 'Passwort ändern', level: 2 });
      return Boolean(totp.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    expect(secondFactorFirst()).toBe(true);

    await u.click(await screen.findByRole('button', { name: 'Authenticator-App einrichten' }));
    await u.type(await screen.findByLabelText(/^Bestätigungscode/), '123456');
    await u.click(screen.getByRole('button', { name: 'Aktivieren' }));
    await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    // the user is read afresh and no longer needs a second factor: the cards stay where they are
    await waitFor(() => expect(calls).toContain('GET /api/auth/me'));
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/account/security').length).toBeGreaterThan(1));
    expect(secondFactorFirst()).toBe(true);
  });

  it('downloads the codes as a text file', async () => {
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: true, recoveryCodesLeft: 2, secondFactorRequired: false, sessionStrong: true }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'POST /api/account/security/recovery-codes': () => jsonResponse({ recoveryCodes: CODES }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const u = userEvent.setup();
    renderTab();
    expect(await screen.findByText(/Erzeuge bald neue Codes/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Wiederherstellungscodes erzeugen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Neue Codes erzeugen' }));
    expect(within(dialog).getByLabelText(/^Passwort/)).toHaveAccessibleDescription('Bitte gib dein Passwort ein.');
    await u.type(within(dialog).getByLabelText(/^Passwort/), 'geheim123');
    await u.click(within(dialog).getByRole('button', { name: 'Neue Codes erzeugen' }));

    await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    await u.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
    expect(click).toHaveBeenCalled();
    const text = await createObjectURL.mock.calls[0][0].text();
    expect(text).toContain('aaaa-1111\nbbbb-2222');
  });

  it('refuses to switch off where the account requires it, with the reason and the way out in the dialog', async () => {
    const policy = 'Du brauchst eine Zwei-Faktor-Anmeldung: als Admin oder weil dein Konto sie verlangt. Deshalb kannst du sie nicht ausschalten.';
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: true, recoveryCodesLeft: 9, secondFactorRequired: true, sessionStrong: true }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'POST /api/account/security/totp/disable': () => jsonResponse({ statusCode: 409, code: 'SECOND_FACTOR_REQUIRED_BY_POLICY', message: policy }, 409),
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Anmeldung deaktivieren?' });
    await u.type(within(dialog).getByLabelText(/^Passwort/), 'geheim123');
    await u.type(within(dialog).getByLabelText(/^Bestätigungscode/), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(policy);
    expect(alert).toHaveTextContent('Richte zuerst einen Passkey ein');
    await waitFor(() => expect(alert.closest('[data-error-summary]')).toHaveFocus());
  });

  it('says a wrong password at its field in the dialog and moves the focus there', async () => {
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: true, recoveryCodesLeft: 9, secondFactorRequired: false, sessionStrong: true }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'POST /api/account/security/totp/disable': () =>
        jsonResponse(
          { statusCode: 400, code: 'SECOND_FACTOR_WRONG_PASSWORD', message: 'Das Passwort stimmt nicht.', errors: { password: 'Das Passwort stimmt nicht.' } },
          400,
        ),
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Anmeldung deaktivieren?' });
    await u.type(within(dialog).getByLabelText(/^Passwort/), 'falsch123');
    await u.type(within(dialog).getByLabelText(/^Bestätigungscode/), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    const password = within(dialog).getByLabelText(/^Passwort/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Das Passwort stimmt nicht.'));
    expect(password).toHaveFocus();
  });
});

describe('Security tab: passkeys', () => {
  it('keeps the last passkey of someone who must keep a second factor, and says what to do first', async () => {
    const passkey = { id: 'pk-1', name: 'MacBook', createdAt: '2026-03-01T08:00:00Z', lastUsedAt: null };
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: true, sessionStrong: true }),
      'GET /api/account/security/passkeys': () => jsonResponse([passkey]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'DELETE /api/account/security/passkeys/pk-1': () =>
        jsonResponse({ statusCode: 409, code: 'SECOND_FACTOR_REQUIRED_BY_POLICY', message: 'Du brauchst eine Zwei-Faktor-Anmeldung.' }, 409),
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Passkey MacBook entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey entfernen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das ist dein letzter zweiter Faktor, und du brauchst einen: als Admin oder weil dein Konto ihn verlangt. Richte zuerst eine Authenticator-App oder einen weiteren Passkey ein',
    );
    expect(screen.getByText('MacBook')).toBeInTheDocument();
  });

  it('removes one after the question (204) and gives the focus to the card', async () => {
    let list = [{ id: 'pk-1', name: 'MacBook', createdAt: '2026-03-01T08:00:00Z', lastUsedAt: '2026-03-02T08:00:00Z' }];
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: true, recoveryCodesLeft: 10, secondFactorRequired: false, sessionStrong: true }),
      'GET /api/account/security/passkeys': () => jsonResponse(list),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'GET /api/auth/me': () => jsonResponse(me),
      'DELETE /api/account/security/passkeys/pk-1': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Passkey MacBook entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey entfernen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Noch kein Passkey eingerichtet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus());
  });
});

describe('Security tab: keeps going', () => {
  it('gives the focus back to the card when the setup is cancelled', async () => {
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: false, sessionStrong: false }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'POST /api/account/security/totp/setup': () => jsonResponse({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/FairLeads:erika', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Authenticator-App einrichten' }));
    await screen.findByRole('heading', { name: 'Authenticator-App einrichten', level: 3 });
    await u.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung', level: 2 })).toHaveFocus());
  });
});

describe('Security tab: signed-in devices', () => {
  it('lists this device first with its badge, signs another out, and everywhere else after asking', async () => {
    let list = sessions;
    const { calls } = stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: false, sessionStrong: false }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(list),
      'DELETE /api/account/sessions/s-other': () => {
        list = list.filter((session) => session.id !== 's-other');
        return new Response(null, { status: 204 });
      },
      'DELETE /api/account/sessions': () => jsonResponse({ ended: 1 }),
    });
    const u = userEvent.setup();
    renderTab();
    const devices = await screen.findByRole('list', { name: 'Angemeldete Geräte' });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome auf Windows');
    expect(within(rows[0]).getByText('Dieses Gerät')).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari auf iPhone');
    expect(rows[1]).toHaveTextContent('Netzwerk 203.0.113.x');
    expect(rows[1]).toHaveTextContent('Angemeldet am 01.03.2026');

    // 'Überall abmelden' asks first; cancelling sends nothing
    await u.click(screen.getByRole('button', { name: 'Überall abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Überall abmelden?' });
    await u.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls).not.toContain('DELETE /api/account/sessions');

    await u.click(within(rows[1]).getByRole('button', { name: 'Safari auf iPhone abmelden' }));
    expect(await screen.findByText('Das Gerät wurde abgemeldet.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Angemeldete Geräte' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Du bist nur auf diesem Gerät angemeldet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Überall abmelden' })).not.toBeInTheDocument();
  });

  it('ends every other session after the question', async () => {
    let list = sessions;
    stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: false, sessionStrong: false }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(list),
      'DELETE /api/account/sessions': () => {
        list = list.filter((session) => session.current);
        return jsonResponse({ ended: 1 });
      },
    });
    const u = userEvent.setup();
    renderTab();
    await u.click(await screen.findByRole('button', { name: 'Überall abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Überall abmelden?' });
    await u.click(within(dialog).getByRole('button', { name: 'Überall abmelden' }));
    expect(await screen.findByText('1 Gerät wurde abgemeldet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Du bist nur auf diesem Gerät angemeldet.')).toBeInTheDocument());
  });
});

describe('Security tab: password', () => {
  it('says a wrong current password at its field, and that the other devices were signed out', async () => {
    const { bodies } = stubApi({
      'GET /api/account/security': () => jsonResponse({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: false, sessionStrong: false }),
      'GET /api/account/security/passkeys': () => jsonResponse([]),
      'GET /api/account/sessions': () => jsonResponse(sessions),
      'PUT /api/account/password': (body) =>
        (body as { currentPassword: string }).currentPassword === 'richtig1'
          ? jsonResponse({ message: 'Passwort geändert. Alle anderen Geräte wurden abgemeldet.' })
          : jsonResponse(
              {
                statusCode: 403,
                code: 'IDENTITY_CURRENT_PASSWORD_WRONG',
                message: 'Das aktuelle Passwort ist falsch.',
                errors: { currentPassword: 'Das aktuelle Passwort ist falsch.' },
              },
              403,
            ),
    });
    const u = userEvent.setup();
    renderTab();
    const form = screen.getByRole('form', { name: 'Passwort ändern' });
    await u.type(within(form).getByLabelText(/^Aktuelles Passwort/), 'falsch1');
    await u.type(within(form).getByLabelText(/^Neues Passwort\s*\*?$/), 'neu-geheim-42');
    await u.type(within(form).getByLabelText(/^Neues Passwort wiederholen/), 'neu-geheim-42');
    await u.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Aktuelles Passwort/)).toHaveAccessibleDescription('Das aktuelle Passwort ist falsch.'));
    expect(within(form).getByLabelText(/^Aktuelles Passwort/)).toHaveFocus();

    await u.clear(within(form).getByLabelText(/^Aktuelles Passwort/));
    await u.type(within(form).getByLabelText(/^Aktuelles Passwort/), 'richtig1');
    await u.click(within(form).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(form).findByText('Passwort geändert. Alle anderen Geräte wurden abgemeldet.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Aktuelles Passwort/)).toHaveValue('');
    expect(bodies['PUT /api/account/password']?.[1]).toEqual({ currentPassword: 'richtig1', newPassword: 'neu-geheim-42' });
  });
});
