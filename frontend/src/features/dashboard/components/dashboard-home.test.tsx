import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { i18n } from '@/i18n';
import type { EventView } from '@/lib/events';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DashboardHome } from './dashboard-home';

const base = { status: 'active', leadCount: 0, confirmedLeadCount: 0 } as EventView;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderDashboard(
  route: string,
  events: EventView[] | undefined,
  state = { isPending: false, isError: false },
  me: Record<string, unknown> = { name: 'Erika', email: 'e@f.de', companySlug: 'f', eventCredits: 0, role: 'user', signedInBefore: true },
) {
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(me)));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard" element={<DashboardHome events={{ data: events, ...state }} />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

describe('dashboard', () => {
  it('shows the greeting, the summed stats in German format and the quick actions', async () => {
    renderDashboard('/dashboard', [
      { ...base, leadCount: 1200, confirmedLeadCount: 800 },
      { ...base, leadCount: 3, confirmedLeadCount: 1 },
      { ...base, status: 'archived', leadCount: 10, confirmedLeadCount: 10 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück, Erika!' })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).closest('div')!;
    expect(within(stat('Aktive Events')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Gesamt Leads')).getByText('1.213')).toBeInTheDocument();
    expect(within(stat('Bestätigte Leads')).getByText('811')).toBeInTheDocument();
    expect(within(stat('Conversion Rate')).getByText('66,9 %')).toBeInTheDocument();
    for (const href of ['/events', '/leads', '/settings']) {
      expect(document.querySelector(`a.tile[href="${href}"]`)).not.toBeNull();
    }
  });

  it("tells the stand team the lead tile without the CSV export it may not use; who may export reads of it", async () => {
    const me = { name: 'Sam', email: 's@f.de', companySlug: 'f', eventCredits: 0, role: 'user', signedInBefore: true };
    const { unmount } = renderDashboard('/dashboard', [], undefined, { ...me, accountRole: 'staff' });
    const staffTile = await waitFor(() => {
      const tile = document.querySelector<HTMLElement>('a.tile[href="/leads"]');
      expect(tile).not.toBeNull();
      return tile!;
    });
    await waitFor(() => expect(staffTile).toHaveTextContent('Alle Kontakte in Echtzeit: bewerten und Notizen festhalten.'));
    expect(staffTile).not.toHaveTextContent(/CSV/);
    unmount();

    renderDashboard('/dashboard', [], undefined, { ...me, accountRole: 'manager' });
    await waitFor(() => expect(document.querySelector('a.tile[href="/leads"]')).toHaveTextContent('Alle Kontakte in Echtzeit, Export als CSV.'));
  });

  it('says in German that the events could not be loaded', async () => {
    renderDashboard('/dashboard', undefined, { isPending: false, isError: true });
    expect(await screen.findByText('Deine Events konnten nicht geladen werden, deshalb fehlen die Zahlen.')).toBeInTheDocument();
  });

  it('toasts a successful payment and removes the query', async () => {
    renderDashboard('/dashboard?payment=success', []);
    expect(await screen.findByText('Zahlung erfolgreich!')).toBeInTheDocument();
    expect(screen.getByText('Dein Event-Credit wurde hinzugefügt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('toasts a cancelled payment', async () => {
    renderDashboard('/dashboard?payment=cancelled', []);
    expect(await screen.findByText('Zahlung abgebrochen')).toBeInTheDocument();
    expect(screen.getByText('Die Zahlung wurde abgebrochen.')).toBeInTheDocument();
  });

  it('greets a new account with confetti, shows the next steps after 2 s and leads to the demo event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard('/dashboard?welcome=true&verified=true&name=Erika%20Muster', []);
    expect(await screen.findByRole('dialog', { name: /Hallo Erika Muster, willkommen bei FairLeads!/ })).toBeInTheDocument();
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(screen.queryByText('QR-Code erzeugen')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Dein Demo-Event ist bereit')).toBeInTheDocument();
    expect(screen.getByText('QR-Code erzeugen')).toBeInTheDocument();
    expect(screen.getByText('Leads kommen automatisch an')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demo-Event anlegen/ })).toHaveAttribute('href', '/events?auto_create=true');
  });

  it("greets the first session with 'Willkommen, <first name>!', later ones with 'Willkommen zurück'", async () => {
    const me = { name: ' Erika  Muster ', email: 'e@f.de', companySlug: 'f', eventCredits: 0, role: 'user', signedInBefore: false };
    const first = renderDashboard('/dashboard', [], undefined, me);
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Erika!' })).toBeInTheDocument();
    first.unmount();
    renderDashboard('/dashboard', [], undefined, { ...me, signedInBefore: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück, Erika!' })).toBeInTheDocument();
  });

  it('greets in German without a made-up English name when the account has none', async () => {
    renderDashboard('/dashboard', [], undefined, { name: ' ', email: 'e@f.de', companySlug: 'f', eventCredits: 0, role: 'user', signedInBefore: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück!' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Demo User');
  });

  it("greets with 'dort' without a name and needs both welcome and verified", async () => {
    renderDashboard('/dashboard?welcome=true&verified=true', []);
    expect(await screen.findByRole('dialog', { name: /Hallo dort, willkommen/ })).toBeInTheDocument();
  });

  it('opens no welcome dialog for an unverified welcome link', async () => {
    renderDashboard('/dashboard?welcome=true', []);
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück, Erika!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the support dialog from the floating help button', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ name: 'Erika', role: 'user' })));
    renderWithProviders(
      <Routes>
        <Route
          path="/dashboard"
          element={
            <DashboardHome
              events={{ data: [], isPending: false, isError: false }}
              renderSupportDialog={({ open }) => (open ? <p>Support-Dialog offen</p> : null)}
            />
          }
        />
      </Routes>,
      { route: '/dashboard' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hilfe und Support' }));
    expect(screen.getByText('Support-Dialog offen')).toBeInTheDocument();
  });

  it('speaks English when the language is English: greeting, stats in English format, quick actions', async () => {
    await i18n.changeLanguage('en');
    renderDashboard('/dashboard', [
      { ...base, leadCount: 1200, confirmedLeadCount: 800 },
      { ...base, leadCount: 3, confirmedLeadCount: 1 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Erika!' })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).closest('div')!;
    expect(within(stat('Total leads')).getByText('1,203')).toBeInTheDocument();
    expect(within(stat('Conversion rate')).getByText('66.6%')).toBeInTheDocument();
    expect(document.querySelector('a.tile[href="/leads"]')).toHaveTextContent('All contacts in real time, export as CSV.');
    expect(screen.queryByText('Willkommen zurück, Erika!')).not.toBeInTheDocument();
    expect(screen.queryByText('Schnellzugriff')).not.toBeInTheDocument();
  });
});
