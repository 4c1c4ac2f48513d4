import type { EventView } from '@/lib/events';
import { expectChartToSurviveAFailedRefresh } from '@/test/funnel-poll';
import { DashboardFunnel } from './dashboard-funnel';

describe('the dashboard’s funnel', () => {
  it('keeps the chart when a refresh of its 30-second poll fails (a flaky hall network)', async () => {
    await expectChartToSurviveAFailedRefresh(<DashboardFunnel events={[{ id: 'ev-1', name: 'Messe Wien', status: 'active' } as EventView]} />);
  });
});
