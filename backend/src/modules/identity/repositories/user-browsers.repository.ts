import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The browsers each user has signed in from, by the SHA-256 of their `fairleads.browser` cookie. */
@Injectable()
export class UserBrowsersRepository {
  /**
   * Records a sign-in of the user from this browser: 'known' when they had signed in from it
   * before, 'first-browser' when it is the first browser of theirs we see, else 'new-browser'. The user's row is locked first, so
   * two first sign-ins at once are counted one after the other.
   */
  async recordSignIn(manager: EntityManager, userId: string, browserHash: string): Promise<'known' | 'first-browser' | 'new-browser'> {
    await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO user_browsers (user_id, browser_hash) VALUES ($1, $2)
       ON CONFLICT (user_id, browser_hash) DO NOTHING RETURNING 1`,
      [userId, browserHash],
    );
    if (!inserted.length) {
      await manager.query('UPDATE user_browsers SET last_seen_at = now() WHERE user_id = $1 AND browser_hash = $2', [userId, browserHash]);
      return 'known';
    }
    const [{ others }]: { others: number }[] = await manager.query(
      'SELECT count(*)::int AS others FROM user_browsers WHERE user_id = $1 AND browser_hash <> $2',
      [userId, browserHash],
    );
    return others > 0 ? 'new-browser' : 'first-browser';
  }
}
