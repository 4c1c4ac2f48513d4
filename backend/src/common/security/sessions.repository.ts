import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The sessions table's statements made inside Nest (the session store itself reads and writes it
 * through connect-pg-simple, see session-store.repository.ts). A row names its user in user_id.
 */
@Injectable()
export class SessionsRepository {
  /** Ends every session of the account in the caller's transaction: its next request is signed out. */
  async endAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }

  /** Ends every session of the user but `keepSid` (the one that asked, e.g. to change the password). */
  async endAllOfExcept(manager: EntityManager, userId: string, keepSid: string): Promise<void> {
    await manager.query('DELETE FROM sessions WHERE user_id = $1 AND sid <> $2', [userId, keepSid]);
  }
}
