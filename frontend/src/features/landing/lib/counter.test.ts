import { FALLBACK_STATS, displayStats, displayValue } from '@/lib/public-stats';
import { COUNTER_STEPS, counterFrames, easeOutCubic, formatCount } from './counter';

describe('statistics numbers', () => {
  it('multiplies by 2.5 and rounds down', () => {
    expect(displayValue(0)).toBe(0);
    expect(displayValue(1)).toBe(2);
    expect(displayValue(3)).toBe(7);
    expect(displayValue(1834)).toBe(4585);
    expect(displayValue(247)).toBe(617);
  });

  it('treats the fallback numbers as raw values too', () => {
    expect(displayStats(FALLBACK_STATS)).toEqual({ totalEvents: 617, totalLeads: 4585, totalUsers: 222 });
  });

  it('shows 0 for negative or non-numeric input', () => {
    expect(displayValue(-4)).toBe(0);
    expect(displayValue(Number.NaN)).toBe(0);
    expect(displayValue(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('formats with German thousands separators', () => {
    expect(formatCount(4585)).toBe('4.585');
    expect(formatCount(12345678)).toBe('12.345.678');
  });
});

describe('counter animation steps', () => {
  it('eases out: starts fast, ends slowly, stays within 0..1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    // the first tenth of the time covers more ground than the last tenth
    expect(easeOutCubic(0.1) - easeOutCubic(0)).toBeGreaterThan(easeOutCubic(1) - easeOutCubic(0.9));
  });

  it('has 60 whole, non-decreasing steps ending exactly at the target', () => {
    const frames = counterFrames(4585);
    expect(frames).toHaveLength(COUNTER_STEPS);
    expect(COUNTER_STEPS).toBe(60);
    expect(frames.every((v) => Number.isInteger(v))).toBe(true);
    for (let i = 1; i < frames.length; i += 1) expect(frames[i]).toBeGreaterThanOrEqual(frames[i - 1]);
    expect(frames.at(-1)).toBe(4585);
    // ease-out: half of the steps already show most of the number
    expect(frames[29]).toBeGreaterThan(4585 * 0.8);
    expect(frames[0]).toBeLessThan(4585 * 0.1);
  });

  it('handles 0 and small targets', () => {
    expect(counterFrames(0).every((v) => v === 0)).toBe(true);
    expect(counterFrames(2).at(-1)).toBe(2);
  });
});
