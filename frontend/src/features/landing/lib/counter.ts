import { intlLocale } from '@/i18n';
import { LANG } from '../i18n';

/**
 * The statistics counters' animation; the numbers they count to come from
 * lib/public-stats (displayStats).
 */
export const STATS_POLL_MS = 30_000;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
/** Share of the statistics section that must be visible before the counters start. */
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

/** Ease-out (cubic): fast at the start, slowing towards the end. t and the result are in [0, 1]. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/**
 * The value shown after each of the `steps` animation steps (index 0 = after the first step);
 * whole numbers, never decreasing, the last one exactly `target`.
 */
export function counterFrames(target: number, steps = COUNTER_STEPS): number[] {
  const frames: number[] = [];
  for (let i = 1; i <= steps; i += 1) {
    frames.push(i === steps ? target : Math.floor(target * easeOutCubic(i / steps)));
  }
  return frames;
}

// the landing page is German whatever language the SPA shows: its numbers too ('4.585')
const numberFormat = new Intl.NumberFormat(intlLocale(LANG));

export function formatCount(value: number): string {
  return numberFormat.format(value);
}
