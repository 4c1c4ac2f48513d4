import { expectChartToSurviveAFailedRefresh } from '@/test/funnel-poll';
import { FunnelTab } from './funnel-tab';

describe('the event page’s funnel', () => {
  it('keeps the chart when a refresh of its 30-second poll fails (a flaky hall network)', async () => {
    await expectChartToSurviveAFailedRefresh(<FunnelTab eventId="ev-1" />);
  });
});
