import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as download from '@/lib/download';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { EventsPage } from './events-page';

const erika = { id: 1, name: 'Erika Muster', email: 'erika@messebau.de' };
const max = { id: 2, name: 'Max Beispiel', email: 'max@beispiel.at' };
const common = { leadCount: 0, confirmedLeadCount: 0, createdAt: '2026-02-01T10:00:00Z', startDate: '2026-05-04', endDate: '2026-05-06' };
const events = [
  { ...common, id: 11, name: 'Messe Wien', slug: 'messe-wien', status: 'active', userId: 1, user: erika, leadCount: 42 },
  { ...common, id: 12, name: 'Herbstschau', slug: 'herbst-2026', status: 'archived', userId: 1, user: erika },
  { ...common, id: 13, name: 'Roadshow Linz', slug: 'roadshow', status: null, userId: 2, user: max },
  { ...common, id: 14, name: 'Verwaist', slug: 'verwaist', status: 'paused', userId: null, user: null },
];
const users = [erika, max].map((u) => ({ ...u, role: 'user', isActive: true }));

type Handler = () => Response | Promise<Response>;

function stub(extra: Record<string, Handler> = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (extra[call]) return extra[call]();
      if (call === 'GET /api/admin/events') return jsonResponse(events);
      if (call === 'GET /api/admin/users') return jsonResponse(users);
      return jsonResponse({ message: 'not found', statusCode: 404 }, 404);
    }),
  );
  return calls;
}

const names = () =>
  within(screen.getByRole('region', { name: 'Eventliste' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('admin event management', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=tok';
  });

  it('lists events with owner (or Unbekannt), slug, status badge, German dates and lead count', async () => {
    stub();
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    expect(await screen.findByText('4 Events')).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    const wien = row('Messe Wien');
    expect(within(wien).getByText('Erika Muster')).toBeInTheDocument();
    expect(within(wien).getByText('messe-wien')).toBeInTheDocument();
    expect(within(wien).getByText('Aktiv')).toBeInTheDocument();
    expect(within(wien).getByText('04.05.2026')).toBeInTheDocument();
    expect(within(wien).getByText('06.05.2026')).toBeInTheDocument();
    expect(within(wien).getByText('01.02.2026')).toBeInTheDocument();
    expect(within(wien).getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(within(row('Herbstschau')).getByText('Archiviert')).toBeInTheDocument();
    expect(within(row('Roadshow Linz')).getByText('Aktiv')).toBeInTheDocument();
    expect(within(row('Verwaist')).getByText('Unbekannt')).toBeInTheDocument();
    expect(within(row('Verwaist')).getByText('Inaktiv')).toBeInTheDocument();
  });

  it('filters by search over name, slug and owner (case-insensitive), status and user', async () => {
    stub();
    const u = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    const search = await screen.findByRole('searchbox', { name: 'Events suchen' });
    await u.type(search, 'ERIKA');
    expect(names()).toEqual(['Messe Wien', 'Herbstschau']);
    expect(screen.getByText('2 Events')).toBeInTheDocument();
    await u.clear(search);
    await u.type(search, 'Herbst-2026');
    expect(names()).toEqual(['Herbstschau']);
    await u.clear(search);
    await u.type(search, 'linz');
    expect(names()).toEqual(['Roadshow Linz']);
    await u.clear(search);

    const status = screen.getByRole('combobox', { name: 'Status' });
    await u.selectOptions(status, 'archived');
    expect(names()).toEqual(['Herbstschau']);
    await u.selectOptions(status, 'active');
    // a missing status counts as active
    expect(names()).toEqual(['Messe Wien', 'Roadshow Linz']);
    await u.selectOptions(status, 'all');

    const user = screen.getByRole('combobox', { name: 'Benutzer' });
    expect(within(user).getByRole('option', { name: 'Max Beispiel (max@beispiel.at)' })).toBeInTheDocument();
    await u.selectOptions(user, '2');
    expect(names()).toEqual(['Roadshow Linz']);
    expect(screen.getByText('1 Event')).toBeInTheDocument();
    await u.selectOptions(status, 'archived');
    expect(screen.getByText('Keine Events gefunden.')).toBeInTheDocument();
    expect(screen.getByText('0 Events')).toBeInTheDocument();
  });

  it('exports the CSV as event-{id}-leads.csv with a success toast', async () => {
    const calls = stub({
      'POST /api/admin/events/11/export': () =>
        new Response('Name,Email\nBea,bea@example.com\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    const save = vi.spyOn(download, 'downloadBlob').mockImplementation(() => {});
    const u = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    await u.click(await screen.findByRole('button', { name: 'CSV exportieren: Messe Wien' }));
    expect(await screen.findByText('Export erfolgreich')).toBeInTheDocument();
    expect(screen.getByText('Die CSV-Datei wurde heruntergeladen')).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/events/11/export');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][1]).toBe('event-11-leads.csv');
    expect(await (save.mock.calls[0][0] as Blob).text()).toContain('bea@example.com');
  });

  it("toasts 'Export fehlgeschlagen' when the export fails", async () => {
    stub({ 'POST /api/admin/events/11/export': () => jsonResponse({ message: 'Event nicht gefunden', statusCode: 404 }, 404) });
    const save = vi.spyOn(download, 'downloadBlob').mockImplementation(() => {});
    const u = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    await u.click(await screen.findByRole('button', { name: 'CSV exportieren: Messe Wien' }));
    expect(await screen.findByText('Export fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText('Event nicht gefunden')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('deletes only after the browser confirm and refetches the list', async () => {
    let deleted = false;
    const calls = stub({
      'DELETE /api/admin/events/12': () => {
        deleted = true;
        return jsonResponse({ message: 'gelöscht' });
      },
      'GET /api/admin/events': () => jsonResponse(deleted ? events.filter((e) => e.id !== 12) : events),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const u = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    const button = await screen.findByRole('button', { name: 'Löschen: Herbstschau' });
    await u.click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Alle Leads dieses Events werden ebenfalls'));
    expect(calls).not.toContain('DELETE /api/admin/events/12');
    await u.click(button);
    expect(await screen.findByText('Event erfolgreich gelöscht')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Messe Wien', 'Roadshow Linz', 'Verwaist']));
  });

  it("toasts 'Fehler beim Löschen' with the server message when deleting fails", async () => {
    stub({ 'DELETE /api/admin/events/12': () => jsonResponse({ message: 'Event nicht gefunden', statusCode: 404 }, 404) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const u = userEvent.setup();
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    await u.click(await screen.findByRole('button', { name: 'Löschen: Herbstschau' }));
    expect(await screen.findByText('Fehler beim Löschen')).toBeInTheDocument();
    expect(screen.getByText('Event nicht gefunden')).toBeInTheDocument();
  });
});
