import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { FunnelReport } from '@fairleads/shared/funnel';
import { jsonResponse, renderWithProviders } from './render';

/** One day of an event's funnel, as GET /api/events/ev-1/funnel answers it. */
export const FUNNEL_REPORT: FunnelReport = {
  from: '2026-03-01',
  to: '2026-03-01',
  days: [{ date: '2026-03-01', scans: 4, views: 4, submits: 2, confirmed: 1, downloads: 1, followUpClicked: 0 }],
  totals: { scans: 4, views: 4, submits: 2, confirmed: 1, downloads: 1, followUpClicked: 0 },
};

/**
 * Shows `ui` (a funnel of event ev-1), lets the next refresh of its 30-second poll fail as on a
 * flaky hall network, and checks that the chart stays instead of turning into the error.
 */
export async function expectChartToSurviveAFailedRefresh(ui: ReactElement): Promise<void> {
  let fail = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (fail ? jsonResponse({ message: 'Bad Gateway' }, 502) : jsonResponse(FUNNEL_REPORT))),
  );
  const { queryClient } = renderWithProviders(ui);
  expect(await screen.findByRole('list', { name: /^Funnel/ })).toBeInTheDocument();

  fail = true;
  await queryClient.refetchQueries({ queryKey: ['event-funnel', 'ev-1'] });
  await waitFor(() => expect(queryClient.getQueryState(['event-funnel', 'ev-1'])?.status).toBe('error'));
  expect(screen.getByRole('list', { name: /^Funnel/ })).toBeInTheDocument();
  expect(screen.queryByText('Der Funnel konnte nicht geladen werden.')).not.toBeInTheDocument();
}
