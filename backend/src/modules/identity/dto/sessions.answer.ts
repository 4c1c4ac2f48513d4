/** GET /api/account/sessions: one signed-in session of the user. */
export class SessionAnswer {
  /** The session's public id (for ending it); never the session id of its cookie. */
  id!: string;
  /** The sign-in that began it. */
  createdAt!: Date;
  /** The last request, to within 5 minutes. */
  lastSeenAt!: Date;
  /** The browser's User-Agent at sign-in (up to 300 characters). */
  userAgent!: string | null;
  /** The network at sign-in, never the full address: 203.0.113.x, 2001:db8:1::/48. */
  ipHint!: string | null;
  /** The session of this request. */
  current!: boolean;
}

/** DELETE /api/account/sessions */
export class EndedSessionsAnswer {
  /** How many other sessions were ended. */
  ended!: number;
}
