import type { UserStatisticsService } from '../../identity';
import type { EventsService } from '../../events';
import type { LeadStatsService } from '../../lead-log';
import { PUBLIC_STATS_TTL_MS, PublicStatsService } from './public-stats.service';

/** A count that the test finishes by hand, to see who waits on it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const totals = { events: 3, leads: 40, users: 7 };
  const countAll = jest.fn(() => Promise.resolve(totals.events));
  const countAllCaptured = jest.fn(() => Promise.resolve(totals.leads));
  const countVerifiedOrganisers = jest.fn(() => Promise.resolve(totals.users));
  const service = new PublicStatsService(
    { countAll } as unknown as EventsService,
    { countAllCaptured, countDeletedEvents: () => Promise.resolve(0) } as unknown as LeadStatsService,
    { countVerifiedOrganisers } as unknown as UserStatisticsService,
  );
  let now = 1_000_000;
  service.clock = () => now;
  return { service, totals, countAll, countAllCaptured, countVerifiedOrganisers, advance: (ms: number) => (now += ms) };
}

describe('PublicStatsService: the landing page totals, counted at most once a minute', () => {
  it('answers the three totals', async () => {
    const { service } = setup();
    await expect(service.get()).resolves.toEqual({ totalEvents: 3, totalLeads: 40, totalUsers: 7 });
  });

  it('keeps the numbers for 60 s and counts again after that', async () => {
    const { service, totals, countAll, advance } = setup();
    await service.get();
    totals.events = 4;
    totals.leads = 41;
    advance(PUBLIC_STATS_TTL_MS - 1);
    await expect(service.get()).resolves.toEqual({ totalEvents: 3, totalLeads: 40, totalUsers: 7 });
    expect(countAll).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(service.get()).resolves.toEqual({ totalEvents: 4, totalLeads: 41, totalUsers: 7 });
    expect(countAll).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent callers share the count that is running', async () => {
    const { service, countAll, countAllCaptured, countVerifiedOrganisers } = setup();
    const pending = deferred<number>();
    countAll.mockImplementationOnce(() => pending.promise);
    const answers = Array.from({ length: 20 }, () => service.get());
    pending.resolve(5);
    const results = await Promise.all(answers);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toEqual({ totalEvents: 5, totalLeads: 40, totalUsers: 7 });
    expect(countAll).toHaveBeenCalledTimes(1);
    expect(countAllCaptured).toHaveBeenCalledTimes(1);
    expect(countVerifiedOrganisers).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed count: the next caller counts again', async () => {
    const { service, countAll } = setup();
    countAll.mockImplementationOnce(() => Promise.reject(new Error('database down')));
    await expect(service.get()).rejects.toThrow('database down');
    await expect(service.get()).resolves.toEqual({ totalEvents: 3, totalLeads: 40, totalUsers: 7 });
    expect(countAll).toHaveBeenCalledTimes(2);
  });
});
