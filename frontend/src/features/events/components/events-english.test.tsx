import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { EventBasicsFields } from '@/components/event-fields/event-basics-fields';
import { makeEvent } from '../test-fixtures';
import { EventCard } from './event-card';

describe('the event screens in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  // unmounted before the setup switches back to German
  afterEach(() => cleanup());

  it('shows the event card in English, with English dates, counts and percentages', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ ended: false, leadCount: 1234, conversionRate: 12.5, backupDate: '2026-04-01', dataDeletionDate: '2026-04-29' })}
        onShowQr={() => {}}
        onUpgrade={() => {}}
      />,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Aktiv')).not.toBeInTheDocument();
    expect(screen.getByText(/Data will be deleted on 29\/04\/2026\./)).toBeInTheDocument();
    expect(screen.getByText(/CSV backup by email on 01\/04\/2026\./)).toBeInTheDocument();
    expect(screen.queryByText(/gelöscht/)).not.toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('12.5%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings of Messe Wien' })).toBeInTheDocument();
  });

  it("labels the event's fields in English", () => {
    const values = { name: '', slug: '', startDate: '', endDate: '', downloadUrl: '', logoUrl: '', headerImageUrl: '', primaryColor: '#3b82f6', secondaryColor: '#007E87' };
    render(<EventBasicsFields values={values} onChange={() => {}} onNameChange={() => {}} slugHint="" />);
    expect(screen.getByLabelText(/^Start date/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Startdatum/)).not.toBeInTheDocument();
    expect(screen.getByText('Link to the material visitors receive after confirming.')).toBeInTheDocument();
  });
});
