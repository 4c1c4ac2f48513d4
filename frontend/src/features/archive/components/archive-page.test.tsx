import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ArchivePage } from './archive-page';

const archivedEvent = {
  id: 'ev-9',
  name: 'Herbstmesse',
  slug: 'herbstmesse',
  startDate: '2025-10-01',
  endDate: '2025-10-02',
  status: 'archived',
  logoUrl: null,
  headerImageUrl: null,
  primaryColor: '#3b82f6',
  secondaryColor: '#007E87',
  downloadUrl: 'https://example.com',
  leadCount: 8,
  capturedLeadCount: 8,
  confirmedLeadCount: 6,
  conversionRate: 75,
  isFirstEvent: false,
  leadLimitReached: false,
  formUrl: 'http://localhost/form/firma/herbstmesse',
};

function stub(archived: () => Response) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/events-archived') return archived();
    if (url === '/api/events/ev-9/unarchive') return jsonResponse({ event: { ...archivedEvent, status: 'active' } });
    return jsonResponse({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('archive page', () => {
  it('shows archived events with slug, badge, dates, leads and a leads link', async () => {
    stub(() => jsonResponse([archivedEvent]));
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    expect(screen.getByRole('heading', { name: 'Archivierte Events' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Herbstmesse' })).closest('article')!;
    expect(within(card).getByText('/form/herbstmesse')).toBeInTheDocument();
    expect(within(card).getByText('Archiviert')).toBeInTheDocument();
    expect(within(card).getByText('01.10.2025 – 02.10.2025')).toBeInTheDocument();
    expect(within(card).getByText('6/8 Leads')).toBeInTheDocument();
    expect(within(card).getByText('75,0 % Conversion')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Leads anzeigen', description: 'Herbstmesse' })).toHaveAttribute(
      'href',
      '/leads?event=ev-9',
    );
  });

  it('tells when the archived event’s data is deleted and the backup is mailed', async () => {
    stub(() => jsonResponse([{ ...archivedEvent, backupDate: '2025-10-31', dataDeletionDate: '2025-11-28' }]));
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    const card = (await screen.findByRole('heading', { name: 'Herbstmesse' })).closest('article')!;
    expect(within(card).getByText(/Daten werden am 28\.11\.2025 gelöscht\./)).toBeInTheDocument();
    expect(within(card).getByText(/CSV-Backup per E-Mail am 31\.10\.2025\./)).toBeInTheDocument();
  });

  it('does nothing when the confirm prompt is declined', async () => {
    const calls = stub(() => jsonResponse([archivedEvent]));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    await userEvent.click(await screen.findByRole('button', { name: 'Aus Archiv holen', description: 'Herbstmesse' }));
    expect(confirm).toHaveBeenCalledWith('Möchtest du „Herbstmesse“ aus dem Archiv holen? Das Event ist danach wieder aktiv.');
    expect(calls).not.toContain('POST /api/events/ev-9/unarchive');
  });

  it('unarchives after confirmation, reloads the list and toasts', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const calls: string[] = stub(() =>
      jsonResponse(calls.includes('POST /api/events/ev-9/unarchive') ? [] : [archivedEvent]),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    await userEvent.click(await screen.findByRole('button', { name: 'Aus Archiv holen', description: 'Herbstmesse' }));
    await waitFor(() => expect(calls).toContain('POST /api/events/ev-9/unarchive'));
    expect(await screen.findByText('Event wiederhergestellt')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Keine archivierten Events' })).toBeInTheDocument();
  });

  it('says in German that unarchiving failed when the network is gone, not "Network error"', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/events-archived') return jsonResponse([archivedEvent]);
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    await userEvent.click(await screen.findByRole('button', { name: 'Aus Archiv holen', description: 'Herbstmesse' }));
    expect(await screen.findByText('Das Event konnte nicht aus dem Archiv geholt werden.')).toBeInTheDocument();
    expect(screen.queryByText(/Network error|Failed to fetch/)).not.toBeInTheDocument();
  });

  it('shows the error state', async () => {
    stub(() => jsonResponse({ message: 'kaputt' }, 500));
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    expect(await screen.findByText('Fehler beim Laden der archivierten Events')).toBeInTheDocument();
  });
});

describe('archive page in English', () => {
  it('shows the archived events in English', async () => {
    await i18n.changeLanguage('en');
    stub(() => jsonResponse([archivedEvent]));
    renderWithProviders(<ArchivePage />, { route: '/archive' });
    expect(screen.getByRole('heading', { name: 'Archived events' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Archivierte Events' })).not.toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Herbstmesse' })).closest('article')!;
    expect(within(card).getByText('Archived')).toBeInTheDocument();
    expect(within(card).getByText('6/8 leads')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Restore from archive' })).toBeInTheDocument();
  });
});
