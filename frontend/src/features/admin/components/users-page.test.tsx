import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { UsersPage } from './users-page';

const base = { companySlug: 'firma', createdAt: '2026-03-14T10:00:00Z', eventCredits: 1, eventCount: 0 };
const users = [
  { ...base, id: 1, name: 'Erika Muster', email: 'erika@messebau.de', role: 'user', isActive: true, lastLoginAt: '2026-11-02T09:00:00Z', eventCount: 3 },
  { ...base, id: 2, name: 'Max Beispiel', email: 'max@beispiel.at', role: 'admin', isActive: false, lastLoginAt: null },
  { ...base, id: 3, name: 'Susi Sorglos', email: 'SUSI@Messe-Wien.at', role: 'superadmin', isActive: true, lastLoginAt: null },
];

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function stub(extra: Record<string, Handler> = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (extra[call]) return extra[call](init);
      if (call === 'GET /api/admin/users') return jsonResponse(users);
      return jsonResponse({ message: 'not found', statusCode: 404 }, 404);
    }),
  );
  return calls;
}

const rows = () => within(screen.getByRole('region', { name: 'Benutzerliste' })).getAllByRole('row').slice(1);

describe('admin user management', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=tok';
  });

  it('lists users with role and status badges, event count, dates and "Nie"', async () => {
    stub();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    expect(await screen.findByText('3 Benutzer')).toBeInTheDocument();
    const [erika, max, susi] = rows();
    expect(within(erika).getByText('Benutzer')).toBeInTheDocument();
    expect(within(erika).getByText('Aktiv')).toBeInTheDocument();
    expect(within(erika).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(erika).getByText('14.03.2026')).toBeInTheDocument();
    expect(within(erika).getByText('02.11.2026')).toBeInTheDocument();
    expect(within(max).getByText('Admin')).toBeInTheDocument();
    expect(within(max).getByText('Deaktiviert')).toBeInTheDocument();
    expect(within(max).getByText('Nie')).toBeInTheDocument();
    expect(within(susi).getByText('Super-Admin')).toBeInTheDocument();
  });

  it('searches name or e-mail case-insensitively and shows the count of shown users', async () => {
    stub();
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    const search = await screen.findByRole('searchbox', { name: 'Benutzer suchen' });
    await u.type(search, 'MESSE');
    expect(screen.getByText('2 Benutzer')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Erika Muster', 'Susi Sorglos']);
    await u.clear(search);
    await u.type(search, 'max b');
    expect(screen.getByText('1 Benutzer')).toBeInTheDocument();
    expect(within(rows()[0]).getByRole('rowheader')).toHaveTextContent('Max Beispiel');
    await u.clear(search);
    await u.type(search, 'niemand');
    expect(screen.getByText('0 Benutzer')).toBeInTheDocument();
    expect(screen.getByText('Keine Benutzer gefunden.')).toBeInTheDocument();
  });

  it('opens the create dialog from ?create=1 with defaults role Benutzer and 1 credit', async () => {
    stub();
    renderWithProviders(<UsersPage />, { route: '/admin/users?create=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Benutzer erstellen' });
    expect(within(dialog).getByLabelText('Rolle')).toHaveValue('user');
    expect(within(dialog).getByRole('option', { name: 'Benutzer', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Event-Credits')).toHaveValue(1);
    expect(within(dialog).getByText('Mindestens 6 Zeichen')).toBeInTheDocument();
  });

  it('requires name, e-mail, password and company slug before it sends anything', async () => {
    const calls = stub();
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: /Neuer Benutzer/ }));
    const dialog = screen.getByRole('dialog', { name: 'Neuen Benutzer erstellen' });
    await u.click(within(dialog).getByRole('button', { name: 'Benutzer erstellen' }));
    // one announcement with every message, each also at its field, the focus on the first
    const summary = within(dialog).getByRole('alert');
    for (const message of ['Name ist erforderlich.', 'E-Mail ist erforderlich.', 'Passwort ist erforderlich.', 'Firmen-Slug ist erforderlich.']) {
      expect(summary).toHaveTextContent(message);
    }
    expect(within(dialog).getByLabelText(/^Firmen-Slug/)).toHaveAccessibleDescription(expect.stringContaining('Firmen-Slug ist erforderlich.'));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus());
    expect(calls.some((c) => c.call === 'POST /api/admin/users')).toBe(false);
  });

  it('creates a user: non-numeric credits become 0, the list refetches, toast and dialog closes', async () => {
    let created = false;
    const calls = stub({
      'POST /api/admin/users': () => {
        created = true;
        return jsonResponse({ user: { ...users[0], id: 9, name: 'Neu' } }, 201);
      },
      'GET /api/admin/users': () => jsonResponse(created ? [...users, { ...users[0], id: 9, name: 'Neu Angelegt', email: 'neu@firma.de' }] : users),
    });
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: /Neuer Benutzer/ }));
    const dialog = screen.getByRole('dialog', { name: 'Neuen Benutzer erstellen' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Neu Angelegt');
    await u.type(within(dialog).getByLabelText(/^E-Mail/), 'neu@firma.de');
    await u.type(within(dialog).getByLabelText(/^Passwort/), 'abc');
    await u.type(within(dialog).getByLabelText(/^Firmen-Slug/), 'neue-firma');
    await u.selectOptions(within(dialog).getByLabelText('Rolle'), 'admin');
    const credits = within(dialog).getByLabelText('Event-Credits');
    await u.clear(credits);
    await u.type(credits, 'abc');
    await u.click(within(dialog).getByRole('button', { name: 'Benutzer erstellen' }));
    expect(await screen.findByText('Benutzer erfolgreich erstellt')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/users')?.body).toEqual({
      name: 'Neu Angelegt',
      email: 'neu@firma.de',
      password: 'abc',
      companySlug: 'neue-firma',
      role: 'admin',
      eventCredits: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('4 Benutzer')).toBeInTheDocument();
  });

  it('keeps the create dialog open and marks a taken address at its field, with the focus there', async () => {
    const taken = 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.';
    stub({ 'POST /api/admin/users': () => jsonResponse({ message: taken, statusCode: 409, errors: { email: taken } }, 409) });
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users?create=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Benutzer erstellen' });
    await u.type(within(dialog).getByLabelText(/^Name/), 'Erika');
    await u.type(within(dialog).getByLabelText(/^E-Mail/), 'erika@messebau.de');
    await u.type(within(dialog).getByLabelText(/^Passwort/), 'geheim123');
    await u.type(within(dialog).getByLabelText(/^Firmen-Slug/), 'messebau');
    await u.click(within(dialog).getByRole('button', { name: 'Benutzer erstellen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    const email = within(dialog).getByLabelText(/^E-Mail/);
    expect(email).toHaveAccessibleDescription(taken);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Neuen Benutzer erstellen' })).toBeInTheDocument();
  });

  it('edits a user and sends only the changed fields', async () => {
    const calls = stub({ 'PATCH /api/admin/users/1': () => jsonResponse({ user: users[0] }) });
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: 'Bearbeiten: Erika Muster' }));
    const dialog = screen.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Erika Muster');
    const credits = within(dialog).getByLabelText('Event-Credits');
    await u.clear(credits);
    await u.type(credits, '5');
    await u.click(within(dialog).getByLabelText('Account aktiv'));
    await u.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Benutzer erfolgreich aktualisiert')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'PATCH /api/admin/users/1')?.body).toEqual({ eventCredits: 5, isActive: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggles the active state from the row', async () => {
    const calls = stub({ 'PATCH /api/admin/users/2': () => jsonResponse({ user: { ...users[1], isActive: true } }) });
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: 'Aktivieren: Max Beispiel' }));
    expect(await screen.findByText('Benutzer erfolgreich aktualisiert')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'PATCH /api/admin/users/2')?.body).toEqual({ isActive: true });
  });

  it('lists what a deletion destroys; cancelling sends nothing', async () => {
    const calls = stub();
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: 'Löschen: Erika Muster' }));
    const dialog = screen.getByRole('dialog', { name: 'Benutzer endgültig löschen?' });
    for (const text of ['der Benutzer-Account', 'alle Events dieses Benutzers', 'alle Leads dieser Events', 'alle Lead-Aktivitäten']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Diese Aktion kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.call.startsWith('DELETE'))).toBe(false);
  });

  it('deletes: the dialog closes, the selection clears and the list refetches', async () => {
    let deleted = false;
    stub({
      'DELETE /api/admin/users/1': () => {
        deleted = true;
        return jsonResponse({ message: 'Benutzer gelöscht' });
      },
      'GET /api/admin/users': () => jsonResponse(deleted ? users.slice(1) : users),
    });
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: 'Löschen: Erika Muster' }));
    await u.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Benutzer erfolgreich gelöscht')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('2 Benutzer')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Erika Muster' })).not.toBeInTheDocument();
  });

  it('closes the dialog and clears the selection also when the deletion fails', async () => {
    let release: () => void = () => {};
    stub({
      'DELETE /api/admin/users/1': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ message: 'Der letzte Admin kann nicht gelöscht werden', statusCode: 409 }, 409));
        }),
    });
    const u = userEvent.setup();
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    await u.click(await screen.findByRole('button', { name: 'Löschen: Erika Muster' }));
    await u.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByRole('button', { name: 'Wird gelöscht...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Der letzte Admin kann nicht gelöscht werden')).toBeInTheDocument();
    expect(screen.getByText('Fehler beim Löschen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Erika Muster' })).toBeInTheDocument();
    // the selection is gone: opening 'edit' for someone else shows that user, nothing stale
    await u.click(screen.getByRole('button', { name: 'Bearbeiten: Max Beispiel' }));
    expect(within(screen.getByRole('dialog', { name: 'Benutzer bearbeiten' })).getByLabelText(/^Name/)).toHaveValue('Max Beispiel');
  });

  it('shows a German error with retry when the list cannot be loaded', async () => {
    stub({ 'GET /api/admin/users': () => jsonResponse({ message: 'kaputt' }, 500) });
    renderWithProviders(<UsersPage />, { route: '/admin/users' });
    expect(await screen.findByText('Die Benutzer konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
