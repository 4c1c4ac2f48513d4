import { DEFAULT_EVENT_CREDITS, MIN_EVENT_CREDITS } from '../texts';

/** Spec 5: eventCredits is a number; anything non-numeric becomes 0. */
export function parseCredits(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export const creditsTooLow = (credits: number) => credits < MIN_EVENT_CREDITS;

export const DEFAULT_CREDITS_INPUT = String(DEFAULT_EVENT_CREDITS);
