import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SUBMISSION_ID_DAYS } from '@fairleads/shared/stand-mode';

const KEEP = `${SUBMISSION_ID_DAYS} days`;
/** Expired keys purged by each claim, at most (the rest by the next ones). */
const PURGE_BATCH = 100;

/**
 * The only place that queries submission_keys: a submit's idempotency key per event and the
 * answer its first submit got (as JSON), for SUBMISSION_ID_DAYS.
 */
@Injectable()
export class SubmissionKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The answer stored under a key that has not expired; null for a new (or expired) key. */
  async answerOf<T>(eventId: string, submissionId: string, manager: EntityManager = this.dataSource.manager): Promise<T | null> {
    const rows = (await manager.query(
      `SELECT answer FROM submission_keys
        WHERE event_id = $1 AND submission_id = $2 AND answer IS NOT NULL AND created_at >= now() - $3::interval`,
      [eventId, submissionId, KEEP],
    )) as { answer: T }[];
    return rows[0]?.answer ?? null;
  }

  /**
   * Claims a key for this transaction: true when it is new (or had expired), false when another
   * submit has it. A concurrent claim of the same key waits at the unique key until the first
   * transaction ends; then it sees the first's answer (committed) or claims it (rolled back).
   * Purges a batch of expired keys on the way, skipping rows another claim is purging.
   */
  async claim(manager: EntityManager, eventId: string, submissionId: string): Promise<boolean> {
    const rows = (await manager.query(
      `WITH purged AS (
         DELETE FROM submission_keys WHERE ctid IN (
           SELECT ctid FROM submission_keys
            WHERE created_at < now() - $3::interval AND NOT (event_id = $1 AND submission_id = $2)
            LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED))
       INSERT INTO submission_keys (event_id, submission_id) VALUES ($1, $2)
       ON CONFLICT (event_id, submission_id) DO UPDATE SET created_at = now(), answer = NULL
        WHERE submission_keys.created_at < now() - $3::interval
       RETURNING 1 AS claimed`,
      [eventId, submissionId, KEEP],
    )) as unknown[];
    return rows.length === 1;
  }

  async saveAnswer(manager: EntityManager, eventId: string, submissionId: string, answer: object): Promise<void> {
    await manager.query('UPDATE submission_keys SET answer = $3 WHERE event_id = $1 AND submission_id = $2', [eventId, submissionId, answer]);
  }
}
