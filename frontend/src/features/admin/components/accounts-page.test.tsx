import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AccountsPage } from './accounts-page';

const accounts = [
  {
    id: 'a1',
    name: 'Messebau Nord GmbH',
    companySlug: 'messebau-nord',
    eventCredits: 4,
    createdAt: '2026-03-14T10:00:00Z',
    events: 7,
    members: [
      { userId: 'u1', email: 'olga@messebau-nord.de', name: 'Olga Schneider', role: 'owner' },
      { userId: 'u2', email: 'sam@messebau-nord.de', name: 'Sam Stand', role: 'staff' },
    ],
  },
  { id: 'a2', name: 'Werbung Süd', companySlug: 'werbung-sued', eventCredits: 0, createdAt: '2026-05-01T10:00:00Z', events: 0, members: [] },
];

function stub() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/admin/accounts' ? jsonResponse(accounts) : jsonResponse({ message: 'not found', statusCode: 404 }, 404))),
  );
}

const rows = () => within(screen.getByRole('region', { name: 'Kontenliste' })).getAllByRole('row').slice(1);

describe('admin accounts', () => {
  it('lists each account with its slug, members and their roles, events, credits and creation date', async () => {
    stub();
    renderWithProviders(<AccountsPage />, { route: '/admin/accounts' });
    expect(await screen.findByText('2 Konten')).toBeInTheDocument();
    const [nord, sued] = rows();
    expect(within(nord).getByRole('rowheader')).toHaveTextContent('Messebau Nord GmbH');
    expect(within(nord).getByText('messebau-nord')).toBeInTheDocument();
    const members = within(nord).getByRole('list', { name: 'Mitglieder von Messebau Nord GmbH' });
    expect(within(members).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Olga Schneider Inhaberolga@messebau-nord.de',
      'Sam Stand Standteamsam@messebau-nord.de',
    ]);
    expect(within(nord).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(within(nord).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(nord).getByText('14.03.2026')).toBeInTheDocument();
    expect(within(sued).getByText('Keine Mitglieder')).toBeInTheDocument();
  });

  it('searches accounts by name, slug, member name or address', async () => {
    stub();
    const u = userEvent.setup();
    renderWithProviders(<AccountsPage />, { route: '/admin/accounts' });
    const search = await screen.findByRole('searchbox', { name: 'Konten suchen' });
    await u.type(search, 'SAM@');
    expect(screen.getByText('1 Konto')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Messebau Nord GmbHmessebau-nord']);
    await u.clear(search);
    await u.type(search, 'süd');
    expect(rows()).toHaveLength(1);
    await u.clear(search);
    await u.type(search, 'niemand');
    expect(screen.getByText('Keine Konten gefunden.')).toBeInTheDocument();
  });
});
