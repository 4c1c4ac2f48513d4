import { rateTone, showRateTip } from './stats';

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

  it('shows the tip below 50 % only once there are leads', () => {
    expect(showRateTip({ total: 3, confirmed: 2, pending: 1, rate: 67 })).toBe(false);
    expect(showRateTip({ total: 1, confirmed: 0, pending: 1, rate: 0 })).toBe(true);
    expect(showRateTip({ total: 0, confirmed: 0, pending: 0, rate: 0 })).toBe(false);
  });
});
