import { computeDashboardStats } from './stats';

describe('dashboard stats', () => {
  it('sums leads over all events and counts active events', () => {
    expect(
      computeDashboardStats([
        { status: 'active', leadCount: 10, confirmedLeadCount: 7 },
        { status: 'active', leadCount: 5, confirmedLeadCount: 1 },
        { status: 'archived', leadCount: 1, confirmedLeadCount: 0 },
      ]),
    ).toEqual({ activeEvents: 2, totalLeads: 16, confirmedLeads: 8, conversionRate: 50 });
  });

  it('does not count an event past its end date as active (its form is closed)', () => {
    const stats = computeDashboardStats([
      { status: 'active', ended: true, leadCount: 4, confirmedLeadCount: 4 },
      { status: 'active', ended: false, leadCount: 1, confirmedLeadCount: 0 },
    ]);
    expect(stats.activeEvents).toBe(1);
    expect(stats.totalLeads).toBe(5);
  });

  it('rounds the conversion rate to one decimal and is 0 without leads', () => {
    expect(computeDashboardStats([{ status: 'active', leadCount: 3, confirmedLeadCount: 1 }]).conversionRate).toBe(33.3);
    expect(computeDashboardStats([]).conversionRate).toBe(0);
  });
});
