import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRole } from '@/lib/account-role';
import { i18n } from '@/i18n';
import { ME_QUERY_KEY } from '@/lib/auth';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { TeamTab } from './team-tab';

type Handler = (body: unknown) => Response | Promise<Response>;

/** Routes fetch calls by "METHOD url"; the CSRF cookie is pre-set so mutations go straight out. */
function stubApi(handlers: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token';
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: `unexpected ${key}` }, 404);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const members = [
  { userId: 'u-owner', email: 'olga@firma.de', name: 'Olga Owner', role: 'owner', joinedAt: '2026-01-10T09:00:00Z', secondFactorEnabled: false },
  { userId: 'u-manager', email: 'max@firma.de', name: 'Max Manager', role: 'manager', joinedAt: '2026-02-01T09:00:00Z', secondFactorEnabled: false },
  { userId: 'u-staff', email: 'sam@firma.de', name: 'Sam Stand', role: 'staff', joinedAt: '2026-03-01T09:00:00Z', secondFactorEnabled: false },
];
const invitations = [{ id: 'inv-1', email: 'neu@firma.de', role: 'staff', expiresAt: '2026-12-08T09:00:00Z', invitedAt: '2026-12-01T09:00:00Z' }];

function me(userId: string, accountRole: AccountRole, secondFactor = { enabled: false, required: false, satisfied: false }) {
  return {
    id: userId,
    name: 'Ich',
    email: 'ich@firma.de',
    companySlug: 'firma',
    eventCredits: 0,
    role: 'user',
    accounts: [{ id: 'acc-1', name: 'Firma GmbH', role: accountRole }],
    currentAccountId: 'acc-1',
    accountRole,
    secondFactor,
  };
}

function renderTab(userId: string, role: AccountRole, user = me(userId, role)) {
  return renderWithProviders(<TeamTab />, { route: '/settings?tab=team', prepare: (client) => client.setQueryData(ME_QUERY_KEY, user) });
}

const baseApi = (extra: Record<string, Handler> = {}) =>
  stubApi({
    'GET /api/account/members': () => jsonResponse(members),
    'GET /api/account/invitations': () => jsonResponse(invitations),
    'GET /api/account/audit': () => jsonResponse([{ id: 'a1', at: '2026-12-01T10:00:00Z', actorName: 'Olga Owner', action: 'member.invited', subject: 'neu@firma.de' }]),
    ...extra,
  });

const memberRow = (name: string) => screen.getByText(name).closest('li')!;

describe('Team tab: what each role may do', () => {
  it('an owner changes and removes everyone else, invites any role, sees invitations and the protocol', async () => {
    baseApi();
    renderTab('u-owner', 'owner');
    await screen.findByText('Max Manager');
    expect(screen.getByRole('button', { name: 'Mitglied einladen' })).toBeInTheDocument();
    // own row: the chip, no controls
    expect(within(memberRow('Olga Owner')).getByText('Inhaber')).toBeInTheDocument();
    expect(within(memberRow('Olga Owner')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rolle von Max Manager' })).toHaveValue('manager');
    expect(screen.getByRole('button', { name: 'Sam Stand entfernen' })).toBeInTheDocument();
    expect(await screen.findByText('neu@firma.de')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einladung an neu@firma.de erneut senden' })).toBeInTheDocument();
    expect(await screen.findByText('Mitglied eingeladen')).toBeInTheDocument();
    // the only owner: no way out, the reason instead
    expect(screen.queryByRole('button', { name: 'Konto verlassen' })).not.toBeInTheDocument();
    expect(screen.getByText(/Übergib die Inhaberschaft zuerst/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mitglied einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied einladen' });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('.team-roles__name')?.textContent)).toEqual([
      'Inhaber',
      'Verwaltung',
      'Standteam',
    ]);
  });

  it('speaks English when the user does: members, roles, invitations and the protocol', async () => {
    await i18n.changeLanguage('en');
    baseApi();
    renderTab('u-owner', 'owner');
    await screen.findByText('Max Manager');
    expect(screen.getByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(within(memberRow('Olga Owner')).getByText('Owner')).toBeInTheDocument();
    const staffRole = screen.getByRole('combobox', { name: 'Role of Sam Stand' });
    expect(within(staffRole).getAllByRole('option').map((option) => option.textContent)).toEqual(['Owner', 'Manager', 'Stand team']);
    expect(screen.getByRole('button', { name: 'Remove Sam Stand' })).toBeInTheDocument();
    expect(await screen.findByText(/^Stand team · invited on 01\/12\/2026 · valid until 08\/12\/2026$/)).toBeInTheDocument();
    expect(await screen.findByText('Member invited')).toBeInTheDocument();
    expect(screen.getByText(/by Olga Owner/)).toBeInTheDocument();
    expect(screen.queryByText('Mitglieder')).not.toBeInTheDocument();
    expect(screen.queryByText('Inhaber')).not.toBeInTheDocument();
    expect(screen.queryByText('Mitglied eingeladen')).not.toBeInTheDocument();
  });

  it('a manager leaves owners alone: no controls on their row, no owner in the choices', async () => {
    baseApi();
    renderTab('u-manager', 'manager');
    await screen.findByText('Olga Owner');
    expect(within(memberRow('Olga Owner')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(memberRow('Olga Owner')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(memberRow('Olga Owner')).getByText('Inhaber')).toBeInTheDocument();
    const staffRole = screen.getByRole('combobox', { name: 'Rolle von Sam Stand' });
    expect(within(staffRole).getAllByRole('option').map((option) => option.textContent)).toEqual(['Verwaltung', 'Standteam']);
    expect(screen.getByRole('button', { name: 'Konto verlassen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mitglied einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied einladen' });
    expect(within(dialog).queryByRole('radio', { name: /^Inhaber/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Standteam/ })).toBeChecked();
  });

  it('the stand team sees the list read-only, with no action buttons but leaving', async () => {
    const fetchMock = baseApi();
    renderTab('u-staff', 'staff');
    await screen.findByText('Olga Owner');
    expect(screen.queryByRole('button', { name: 'Mitglied einladen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Offene Einladungen')).not.toBeInTheDocument();
    expect(screen.queryByText('Protokoll')).not.toBeInTheDocument();
    expect(within(memberRow('Max Manager')).getByText('Verwaltung')).toBeInTheDocument();
    expect(within(memberRow('Sam Stand')).getByText('Standteam')).toBeInTheDocument();
    expect(screen.getByText(/Das Team verwalten Inhaber und Verwaltung/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/account/invitations');
    expect(screen.getByRole('button', { name: 'Konto verlassen' })).toBeInTheDocument();
  });
});

describe('Team tab: invite, change, remove', () => {
  async function openInvite() {
    await screen.findByText('Max Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Mitglied einladen' }));
    return screen.findByRole('dialog', { name: 'Mitglied einladen' });
  }

  it('sends the invitation, closes, says so and lists it', async () => {
    let list = invitations;
    const post = vi.fn((body: unknown) => {
      list = [...list, { id: 'inv-2', email: 'anna@firma.de', role: 'manager', expiresAt: '2026-12-08T09:00:00Z', invitedAt: '2026-12-01T09:00:00Z' }];
      return jsonResponse({ id: 'inv-2', ...(body as object), expiresAt: '2026-12-08T09:00:00Z' }, 201);
    });
    baseApi({ 'GET /api/account/invitations': () => jsonResponse(list), 'POST /api/account/invitations': post });
    renderTab('u-owner', 'owner');
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'anna@firma.de');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Verwaltung/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith({ email: 'anna@firma.de', role: 'manager' });
    expect(await screen.findByText('Einladung an anna@firma.de gesendet.')).toBeInTheDocument();
    expect(await screen.findByText('anna@firma.de')).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    const post = vi.fn(() => jsonResponse({}, 201));
    baseApi({ 'POST /api/account/invitations': post });
    renderTab('u-owner', 'owner');
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'anna@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(within(dialog).getByLabelText(/E-Mail-Adresse/)).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's 409 in the dialog, which stays open", async () => {
    baseApi({
      'POST /api/account/invitations': () =>
        jsonResponse({ statusCode: 409, code: 'INVITATION_EXISTS', message: 'Für diese Adresse gibt es schon eine offene Einladung.' }, 409),
    });
    renderTab('u-owner', 'owner');
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'neu@firma.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Für diese Adresse gibt es schon eine offene Einladung.');
    expect(within(dialog).getByRole('button', { name: 'Einladung senden' })).toBeEnabled();
  });

  it("puts a 400's field message at the field", async () => {
    baseApi({
      'POST /api/account/invitations': () =>
        jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bitte prüfe deine Eingaben.', errors: { email: 'Diese Adresse ist schon Mitglied.' } }, 400),
    });
    renderTab('u-owner', 'owner');
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'max@firma.de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/E-Mail-Adresse/)).toHaveAccessibleDescription('Diese Adresse ist schon Mitglied.'));
    expect(within(dialog).getByLabelText(/E-Mail-Adresse/)).toHaveFocus();
  });

  it('changes a role only after the confirmation', async () => {
    const patch = vi.fn((body: unknown) => jsonResponse({ ...members[2], ...(body as object) }));
    baseApi({ 'PATCH /api/account/members/u-staff': patch });
    renderTab('u-owner', 'owner');
    await screen.findByText('Sam Stand');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rolle von Sam Stand' }), 'manager');
    const dialog = await screen.findByRole('dialog', { name: 'Rolle ändern?' });
    expect(dialog).toHaveTextContent('Sam Stand ist dann nicht mehr Standteam, sondern Verwaltung.');
    expect(patch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith({ role: 'manager' });
    expect(await screen.findByText('Sam Stand ist jetzt Verwaltung.')).toBeInTheDocument();
  });

  it("shows the last owner's refusal in the dialog", async () => {
    const message = 'Ein Konto braucht mindestens eine Inhaberin oder einen Inhaber. Übergib die Inhaberschaft zuerst.';
    const twoOwners = [...members, { userId: 'u-o2', email: 'otto@firma.de', name: 'Otto Owner', role: 'owner', joinedAt: '2026-01-11T09:00:00Z', secondFactorEnabled: true }];
    baseApi({
      'GET /api/account/members': () => jsonResponse(twoOwners),
      'DELETE /api/account/members/u-o2': () => jsonResponse({ statusCode: 409, code: 'ACCOUNT_LAST_OWNER', message }, 409),
    });
    renderTab('u-owner', 'owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Otto Owner entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied entfernen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Otto Owner')).toBeInTheDocument();
  });
});

describe('Team tab: the protocol', () => {
  it('names exports, erasures, event, webhook and stand-device changes in German, with who did them', async () => {
    const entry = (action: string, subject: string, actorName = 'Max Manager') => ({ id: action, at: '2026-12-01T10:00:00Z', actorName, action, subject });
    baseApi({
      'GET /api/account/audit': () =>
        jsonResponse([
          entry('leads.exported', 'Messe Nord'),
          entry('lead.erased', 'Messe Nord', 'Olga Owner'),
          entry('event.updated', 'Messe Nord'),
          entry('webhook.added', 'CRM (crm.example.com)'),
          entry('stand.device.paired', '„Tablet 1“ · Messe Nord', 'Sam Stand'),
          entry('stand.device.ended', '„Tablet 1“ · Messe Nord', 'Stand-Gerät „Tablet 1“'),
          entry('account.second_factor_required', 'Firma GmbH', 'Olga Owner'),
          entry('account.second_factor_optional', 'Firma GmbH', 'Olga Owner'),
        ]),
    });
    renderTab('u-owner', 'owner');
    const protocol = await screen.findByRole('list', { name: 'Protokoll' });
    expect(within(protocol).getAllByRole('listitem').map((item) => item.querySelector('.team-audit__what')?.textContent)).toEqual([
      'Leads exportiert: Messe Nord',
      'Lead gelöscht: Messe Nord',
      'Event-Einstellungen geändert: Messe Nord',
      'Webhook hinzugefügt: CRM (crm.example.com)',
      'Stand-Gerät angemeldet: „Tablet 1“ · Messe Nord',
      'Stand-Modus auf dem Gerät beendet: „Tablet 1“ · Messe Nord',
      'Zwei-Faktor-Anmeldung für alle verlangt: Firma GmbH',
      'Zwei-Faktor-Anmeldung wieder freiwillig: Firma GmbH',
    ]);
    expect(within(protocol).getByText(/von Stand-Gerät „Tablet 1“/)).toBeInTheDocument();
  });
});

describe('Team tab: second factor for everyone', () => {
  it("lets the owner require it, and shows each member's second factor", async () => {
    let required = false;
    const put = vi.fn((body: unknown) => {
      required = (body as { requireSecondFactor: boolean }).requireSecondFactor;
      return jsonResponse({ requireSecondFactor: required });
    });
    baseApi({
      'GET /api/account/members': () => jsonResponse(members.map((member, index) => ({ ...member, secondFactorEnabled: index === 0 }))),
      'GET /api/account': () => jsonResponse({ id: 'acc-1', name: 'Firma GmbH', companySlug: 'firma', role: 'owner', requireSecondFactor: required }),
      'PUT /api/account/team/security': put,
      'GET /api/auth/me': () => jsonResponse(me('u-owner', 'owner')),
    });
    renderTab('u-owner', 'owner');
    await screen.findByText('Max Manager');
    expect(within(memberRow('Olga Owner')).getByText('Zwei-Faktor-Anmeldung eingerichtet')).toBeInTheDocument();
    expect(within(memberRow('Max Manager')).getByText('Keine Zwei-Faktor-Anmeldung eingerichtet')).toBeInTheDocument();

    const toggle = await screen.findByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitglieder verlangen' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/Authenticator-App oder ein Passkey/);
    await userEvent.click(toggle);
    expect(put).toHaveBeenCalledWith({ requireSecondFactor: true });
    expect(await screen.findByText('Ab jetzt verlangt dein Konto eine Zwei-Faktor-Anmeldung.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('leads an owner without a second factor to the security settings first, and leaves the switch off', async () => {
    const put = vi.fn(() =>
      jsonResponse(
        {
          statusCode: 409,
          code: 'SECOND_FACTOR_OWNER_FIRST',
          message: 'Richte zuerst selbst die Zwei-Faktor-Anmeldung ein und melde dich damit an. Dann kannst du sie für alle im Konto verlangen.',
        },
        409,
      ),
    );
    baseApi({
      'GET /api/account': () => jsonResponse({ id: 'acc-1', name: 'Firma GmbH', companySlug: 'firma', role: 'owner', requireSecondFactor: false }),
      'PUT /api/account/team/security': put,
    });
    renderTab('u-owner', 'owner');
    const toggle = await screen.findByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitglieder verlangen' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Richte zuerst für dich selbst eine Authenticator-App oder einen Passkey ein.');
    expect(screen.getByRole('link', { name: 'Zu den Sicherheitseinstellungen' })).toHaveAttribute('href', '/settings?tab=security');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  });

  it('asks an owner who has a second factor but signed in by password to sign in again with it', async () => {
    baseApi({
      'GET /api/account': () => jsonResponse({ id: 'acc-1', name: 'Firma GmbH', companySlug: 'firma', role: 'owner', requireSecondFactor: false }),
      'PUT /api/account/team/security': () => jsonResponse({ statusCode: 409, code: 'SECOND_FACTOR_OWNER_FIRST', message: 'Richte zuerst selbst …' }, 409),
    });
    renderTab('u-owner', 'owner', me('u-owner', 'owner', { enabled: true, required: false, satisfied: false }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitglieder verlangen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bist aber nur mit dem Passwort angemeldet');
    expect(screen.getByRole('button', { name: 'Abmelden und neu anmelden' })).toBeInTheDocument();
  });

  it('shows the switch to owners only', async () => {
    baseApi();
    renderTab('u-manager', 'manager');
    await screen.findByText('Max Manager');
    expect(screen.queryByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitglieder verlangen' })).not.toBeInTheDocument();
  });
});
