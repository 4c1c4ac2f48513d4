import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { makeEvent } from '../test-fixtures';
import { EventCard } from './event-card';

describe('event card and the data lifecycle', () => {
  it('shows an open event as active with the day its data is deleted and the backup mail', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ ended: false, backupDate: '2026-04-01', dataDeletionDate: '2026-04-29' })} onShowQr={() => {}} />,
    );
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText(/Daten werden am 29\.04\.2026 gelöscht\./)).toBeInTheDocument();
    expect(screen.getByText(/CSV-Backup per E-Mail am 01\.04\.2026\./)).toBeInTheDocument();
  });

  it('shows an event past its end date as inactive, still with its settings and deletion date', () => {
    renderWithProviders(<EventCard event={makeEvent({ ended: true, dataDeletionDate: '2026-04-29' })} onShowQr={() => {}} />);
    expect(screen.getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.queryByText('Aktiv')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Einstellungen von Messe Wien' })).toBeInTheDocument();
    expect(screen.getByText(/Daten werden am 29\.04\.2026 gelöscht\./)).toBeInTheDocument();
  });

  it('leaves the line out when the server sends no deletion date', () => {
    renderWithProviders(<EventCard event={makeEvent()} onShowQr={() => {}} />);
    expect(screen.queryByText(/gelöscht/)).not.toBeInTheDocument();
  });
});
