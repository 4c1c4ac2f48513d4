import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FunnelReport } from '@fairleads/shared/funnel';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { FunnelChart } from './funnel-chart';

const zero = { scans: 0, views: 0, submits: 0, confirmed: 0, downloads: 0, followUpClicked: 0 };

const report: FunnelReport = {
  from: '2026-03-01',
  to: '2026-03-03',
  days: [
    { date: '2026-03-01', scans: 8, views: 10, submits: 4, confirmed: 3, downloads: 1, followUpClicked: 0 },
    { date: '2026-03-02', ...zero },
    { date: '2026-03-03', scans: 2, views: 2, submits: 0, confirmed: 0, downloads: 0, followUpClicked: 0 },
  ],
  totals: { scans: 10, views: 12, submits: 4, confirmed: 3, downloads: 1, followUpClicked: 0 },
};

describe('FunnelChart', () => {
  it('shows each step with its total and the conversion from the step before', () => {
    render(<FunnelChart report={report} />);
    const steps = within(screen.getByRole('list', { name: /Funnel/ })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'QR-Scans10Einstieg über den QR-Code',
      // more views than scans (the form is also opened directly): no share above 100 %
      'Formularaufrufe12mehr als QR-Scans (auch direkte Aufrufe ohne QR-Code)',
      'Absendungen433,3 % von Formularaufrufe',
      'Bestätigungen375,0 % von Absendungen',
      'Downloads133,3 % von Bestätigungen',
    ]);
    expect(screen.getByText('Zeitraum: 01.03.2026 – 03.03.2026')).toBeInTheDocument();
  });

  it("lists 'Follow-up geklickt' only once a booking click was counted, as a share of the confirmed", () => {
    const withClicks: FunnelReport = { ...report, totals: { ...report.totals, followUpClicked: 2 } };
    render(<FunnelChart report={withClicks} />);
    const steps = within(screen.getByRole('list', { name: /Funnel/ })).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[5]).toHaveTextContent('Follow-up geklickt266,7 % von Bestätigungen');
    expect(screen.getByRole('button', { name: 'Follow-up geklickt' })).toBeInTheDocument();
  });

  it('leaves out the follow-up step while nothing was clicked (an event without follow-ups)', () => {
    render(<FunnelChart report={report} />);
    expect(screen.queryByText('Follow-up geklickt')).not.toBeInTheDocument();
  });

  it('says when the step before has no count yet', () => {
    const direct = { scans: 0, views: 3, submits: 1, confirmed: 0, downloads: 0, followUpClicked: 0 };
    render(<FunnelChart report={{ from: '2026-03-01', to: '2026-03-01', days: [{ date: '2026-03-01', ...direct }], totals: direct }} />);
    const steps = within(screen.getByRole('list', { name: /Funnel/ })).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Keine Conversion: Der Schritt davor hat noch keine Zahl');
    expect(steps[4]).toHaveTextContent('Keine Conversion: Der Schritt davor hat noch keine Zahl');
  });

  it('draws one step per day, describes it in words and lists the counted days in a table', () => {
    render(<FunnelChart report={report} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^QR-Scans pro Tag, .*insgesamt 10, höchstens 8 an einem Tag\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Absendungen' }));
    expect(screen.getByRole('button', { name: 'Absendungen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Absendungen pro Tag, .*insgesamt 4, höchstens 4 an einem Tag\.$/);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    // the head and the two days with counts
    expect(rows.map((row) => row.textContent)).toEqual(['TagQR-ScansFormularaufrufeAbsendungenBestätigungenDownloads', '01.03.2026810431', '03.03.202622000']);
  });

  it('puts the dates of a two-day range side by side in one row centred under the two columns, so they cannot overlap', () => {
    const twoDays: FunnelReport = {
      from: '2026-03-01',
      to: '2026-03-02',
      days: [
        { date: '2026-03-01', scans: 5, views: 5, submits: 2, confirmed: 1, downloads: 0, followUpClicked: 0 },
        { date: '2026-03-02', scans: 3, views: 3, submits: 1, confirmed: 1, downloads: 1, followUpClicked: 0 },
      ],
      totals: { scans: 8, views: 8, submits: 3, confirmed: 2, downloads: 1, followUpClicked: 0 },
    };
    const { container } = render(<FunnelChart report={twoDays} />);
    const row = container.querySelector<HTMLElement>('.funnel-days__dates');
    // a flex row (with a gap, at least as wide as both dates) instead of two dates pinned to the columns' edges
    expect(Array.from(row?.children ?? [], (date) => date.textContent)).toEqual(['01.03.2026', '02.03.2026']);
    // the two days are the middle 2 of 14 slots
    expect(row).toHaveStyle({ left: '50%', width: `${(2 / 14) * 100}%` });
    expect(row).not.toHaveClass('funnel-days__dates--single');
  });

  it('says “Noch keine Daten” before anything was counted', () => {
    render(<FunnelChart report={{ from: '2026-03-01', to: '2026-03-01', days: [{ date: '2026-03-01', ...zero }], totals: zero }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Noch keine Daten');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('speaks English with English numbers and dates when the language is English', async () => {
    await i18n.changeLanguage('en');
    render(<FunnelChart report={report} />);
    const steps = within(screen.getByRole('list', { name: /Funnel/ })).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Submissions433.3% of Form views');
    expect(steps[1]).toHaveTextContent('more than QR scans (including direct visits without the QR code)');
    expect(screen.getByText('Period: 01/03/2026 – 03/03/2026')).toBeInTheDocument();
    expect(screen.queryByText(/Zeitraum/)).not.toBeInTheDocument();
  });
});
