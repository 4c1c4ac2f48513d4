/**
 * Rate limits per client IP. Generous enough for a team sharing one trade-fair network,
 * tight enough to stop password guessing and mail bombing.
 */
export const RATE_LIMITS = {
  /** Every /api request. The leads page polls every 5 s, so 600 a minute leaves room for tabs. */
  default: { limit: 600, ttl: 60_000 },
  login: { limit: 10, ttl: 60_000 },
  /** Registering and re-sending the activation mail (the resend repeats the register call). */
  register: { limit: 10, ttl: 15 * 60_000 },
  verifyEmail: { limit: 30, ttl: 60_000 },
} as const;
