import { screen, waitFor } from '@testing-library/react';
import type { FunnelReport } from '@fairleads/shared/funnel';
import { DashboardFunnel } from '@/features/dashboard/components/dashboard-funnel';
import { FunnelTab } from '@/features/event-settings/components/funnel-tab';
import type { EventView } from '@/lib/events';
import { jsonResponse, renderWithProviders } from '@/test/render';

const report: FunnelReport = {
  from: '2026-03-01',
  to: '2026-03-01',
  days: [{ date: '2026-03-01', scans: 4, views: 4, submits: 2, confirmed: 1, downloads: 1 }],
  totals: { scans: 4, views: 4, submits: 2, confirmed: 1, downloads: 1 },
};

const event = { id: 'ev-1', name: 'Messe Wien', status: 'active' } as EventView;

describe.each([
  ['the event page', () => <FunnelTab eventId="ev-1" />],
  ['the dashboard', () => <DashboardFunnel events={[event]} />],
])('the funnel on %s', (_where, ui) => {
  it('keeps the chart when a refresh of its 30-second poll fails (a flaky hall network)', async () => {
    let fail = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? jsonResponse({ message: 'Bad Gateway' }, 502) : jsonResponse(report))),
    );
    const { queryClient } = renderWithProviders(ui());
    expect(await screen.findByRole('list', { name: /^Funnel/ })).toBeInTheDocument();

    fail = true;
    await queryClient.refetchQueries({ queryKey: ['event-funnel', 'ev-1'] });
    await waitFor(() => expect(queryClient.getQueryState(['event-funnel', 'ev-1'])?.status).toBe('error'));
    expect(screen.getByRole('list', { name: /^Funnel/ })).toBeInTheDocument();
    expect(screen.queryByText('Der Funnel konnte nicht geladen werden.')).not.toBeInTheDocument();
  });
});
