type RateTone = 'good' | 'medium' | 'bad';

/** The rate's colour: at or above 70 % green, at or above 50 % yellow, below 50 % red. */
export function rateTone(ratePercent: number): RateTone {
  if (ratePercent >= 70) return 'good';
  if (ratePercent >= 50) return 'medium';
  return 'bad';
}

/** The stats panel's figures, as GET /api/leads/summary counts them. */
export interface LeadStats {
  total: number;
  confirmed: number;
  pending: number;
  /** 0-100, rounded; 0 when there are no leads. */
  rate: number;
}

/** The tip below 50 % only makes sense once there are leads. */
export function showRateTip(stats: LeadStats): boolean {
  return stats.total > 0 && stats.rate < 50;
}
