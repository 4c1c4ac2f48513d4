import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { makeEvent } from '../test-fixtures';
import { EventCard } from './event-card';

describe('event card and the data lifecycle', () => {
  it('shows an open event as active with the day its data is deleted and the backup mail', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ ended: false, backupDate: '2026-04-01', dataDeletionDate: '2026-04-29' })} onShowQr={() => {}} onUpgrade={() => {}} />,
    );
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText(/Daten werden am 29\.04\.2026 gelöscht\./)).toBeInTheDocument();
    expect(screen.getByText(/CSV-Backup per E-Mail am 01\.04\.2026\./)).toBeInTheDocument();
  });

  it('shows an event past its end date as inactive, still with its settings and deletion date', () => {
    renderWithProviders(<EventCard event={makeEvent({ ended: true, dataDeletionDate: '2026-04-29' })} onShowQr={() => {}} onUpgrade={() => {}} />);
    expect(screen.getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.queryByText('Aktiv')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Einstellungen von Messe Wien' })).toBeInTheDocument();
    expect(screen.getByText(/Daten werden am 29\.04\.2026 gelöscht\./)).toBeInTheDocument();
  });

  it('links the stand team to the stand devices instead of the settings it may not open', () => {
    renderWithProviders(<EventCard event={makeEvent({ id: 'ev-1' })} onShowQr={() => {}} manage={false} />);
    expect(screen.getByRole('link', { name: 'Stand-Geräte von Messe Wien' })).toHaveAttribute('href', '/events/ev-1/devices');
    expect(screen.queryByRole('link', { name: /Einstellungen/ })).not.toBeInTheDocument();
  });

  it("offers 'Limit aufheben – 49 €' on a free event only, most prominent once the limit is reached", async () => {
    const onUpgrade = vi.fn();
    const full = makeEvent({ name: 'Gratis Expo', isFirstEvent: true, leadCount: 10 });
    const { unmount } = renderWithProviders(<EventCard event={full} onShowQr={() => {}} onUpgrade={onUpgrade} />);
    // the accessible name is the visible text (speech input), the event name its description
    const button = screen.getByRole('button', { name: 'Limit aufheben – 49 €' });
    expect(button).toHaveAccessibleDescription('Gratis Expo');
    expect(button).toHaveClass('btn--primary');
    await userEvent.click(button);
    expect(onUpgrade).toHaveBeenCalledWith(full);
    unmount();

    renderWithProviders(<EventCard event={makeEvent({ isFirstEvent: false, leadCount: 40 })} onShowQr={() => {}} onUpgrade={onUpgrade} />);
    expect(screen.queryByRole('button', { name: /Limit aufheben/ })).not.toBeInTheDocument();
  });

  it("says why 9 leads fill the free limit: '10 von 10 (1 gelöscht)'", () => {
    renderWithProviders(<EventCard event={makeEvent({ isFirstEvent: true, leadCount: 9, capturedLeadCount: 10 })} onShowQr={() => {}} onUpgrade={() => {}} />);
    // the list's 9 beside it
    expect(screen.getByText('Leads').nextElementSibling).toHaveTextContent('9');
    expect(screen.getByText('Limit erreicht').parentElement).toHaveTextContent('10 von 10 (1 gelöscht) Limit erreicht');
  });

  it('leaves the line out when the server sends no deletion date', () => {
    renderWithProviders(<EventCard event={makeEvent()} onShowQr={() => {}} onUpgrade={() => {}} />);
    expect(screen.queryByText(/gelöscht/)).not.toBeInTheDocument();
  });
});
