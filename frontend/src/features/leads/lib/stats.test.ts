import type { Lead } from '../types';
import { computeStats, rateTone, showRateTip } from './stats';

describe('confirmation rate colour', () => {
  it.each([
    [100, 'good'],
    [70, 'good'],
    [69.9, 'medium'],
    [50, 'medium'],
    [49.9, 'bad'],
    [0, 'bad'],
  ] as const)('%s %% is %s', (rate, tone) => {
    expect(rateTone(rate)).toBe(tone);
  });

  it('computes totals and the rounded rate; the tip shows below 50 % only with leads', () => {
    const leads = [true, true, false].map((doiConfirmed, i) => ({ id: i, doiConfirmed }) as Lead);
    const stats = computeStats(leads);
    expect(stats).toEqual({ total: 3, confirmed: 2, pending: 1, rate: 67 });
    expect(showRateTip(stats)).toBe(false);
    expect(showRateTip(computeStats([{ id: 1, doiConfirmed: false } as Lead]))).toBe(true);
    expect(showRateTip(computeStats([]))).toBe(false);
  });
});
