import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** A signed-in session as the user's session list shows it. */
export interface SessionRow {
  /** The row's public id, never the session id (which is the cookie's secret). */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ipHint: string | null;
  current: boolean;
}

/**
 * The sessions table's statements made inside Nest (the session store itself reads and writes it
 * through connect-pg-simple, see session-store.repository.ts). A row names its user in user_id.
 */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The user's unexpired sessions, the newest first. Sign-in time, browser and network come from
   * the session's signIn (sign-in.ts); a session from before it has only the row's own columns.
   */
  async listOf(userId: string, currentSid: string): Promise<SessionRow[]> {
    const rows: { id: string; created_at: Date; last_seen_at: Date; user_agent: string | null; ip_hint: string | null; current: boolean }[] = await this.dataSource.query(
      `SELECT public_id AS id, sid = $2 AS current, last_seen_at,
              COALESCE((sess -> 'signIn' ->> 'at')::timestamptz, created_at) AS created_at,
              sess -> 'signIn' ->> 'userAgent' AS user_agent, sess -> 'signIn' ->> 'ipHint' AS ip_hint
         FROM sessions
        WHERE user_id = $1 AND expire >= now()
        ORDER BY 4 DESC, public_id`,
      [userId, currentSid],
    );
    return rows.map((row) => ({ id: row.id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, userAgent: row.user_agent, ipHint: row.ip_hint, current: row.current }));
  }

  /** Ends one session of the user by its public id; its session id (sid), or null when the user has no such session. */
  async endOne(userId: string, publicId: string): Promise<string | null> {
    // a SELECT around the DELETE: TypeORM answers a bare DELETE with [rows, count]
    const rows: { sid: string }[] = await this.dataSource.query(
      'WITH gone AS (DELETE FROM sessions WHERE user_id = $1 AND public_id = $2 RETURNING sid) SELECT sid FROM gone',
      [userId, publicId],
    );
    return rows[0]?.sid ?? null;
  }

  /** Ends every session of the user but `keepSid`; how many of them had not expired yet. */
  async endOthersOf(userId: string, keepSid: string): Promise<number> {
    const [{ ended }]: { ended: number }[] = await this.dataSource.query(
      `WITH gone AS (DELETE FROM sessions WHERE user_id = $1 AND sid <> $2 RETURNING expire)
       SELECT count(*) FILTER (WHERE expire >= now())::int AS ended FROM gone`,
      [userId, keepSid],
    );
    return ended;
  }

  /** The session was used just now (the session list's 'zuletzt aktiv'). */
  async touch(sid: string): Promise<void> {
    await this.dataSource.query('UPDATE sessions SET last_seen_at = now() WHERE sid = $1', [sid]);
  }

  /** Ends every session of the account in the caller's transaction: its next request is signed out. */
  async endAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }

  /** Ends every session of the user but `keepSid` (the one that asked, e.g. to change the password). */
  async endAllOfExcept(manager: EntityManager, userId: string, keepSid: string): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1 AND sid <> $2', [userId, keepSid]);
  }
}
