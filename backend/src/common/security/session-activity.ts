import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SessionsRepository } from './sessions.repository';

/** How stale a session's last_seen_at may get: the list says 'zuletzt aktiv' to within this. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60_000;
/** Beyond this many remembered sessions, the stale ones are forgotten (they would be written anyway). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Writes a signed-in session's last_seen_at at most every LAST_SEEN_INTERVAL_MS per session and
 * process: the lead desk polls every 5 s, so almost every request only reads an in-memory time.
 * Registered after passport's session middleware (app.setup.ts), so it knows who is signed in.
 */
@Injectable()
export class SessionActivity {
  private readonly logger = new Logger(SessionActivity.name);
  private readonly lastWritten = new Map<string, number>();

  constructor(private readonly sessions: SessionsRepository) {}

  readonly middleware = (req: Request, _res: Response, next: NextFunction): void => {
    const sid = req.isAuthenticated?.() ? req.sessionID : undefined;
    const now = Date.now();
    if (!sid || now - (this.lastWritten.get(sid) ?? 0) < LAST_SEEN_INTERVAL_MS) return next();
    this.remember(sid, now);
    // bookkeeping only: a failed write must not fail the request
    this.sessions.touch(sid).then(
      () => next(),
      (error: unknown) => {
        this.logger.warn(`last_seen_at not written: ${String(error)}`);
        next();
      },
    );
  };

  private remember(sid: string, now: number): void {
    if (this.lastWritten.size >= REMEMBERED_SESSIONS) {
      for (const [known, at] of this.lastWritten) if (now - at >= LAST_SEEN_INTERVAL_MS) this.lastWritten.delete(known);
    }
    this.lastWritten.set(sid, now);
  }
}
