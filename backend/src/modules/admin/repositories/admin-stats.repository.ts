import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * The dashboard's reads of the outbox and of the alerts other modules raised. Both tables
 * belong to common (outbox, alerts); until common offers these reads, admin keeps them here,
 * read-only.
 */
@Injectable()
export class AdminStatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Outbox jobs that failed for good since `since`, grouped by type. */
  failedJobsByType(since: Date): Promise<{ type: string; n: number; latest: Date; ids: string[] }[]> {
    return this.dataSource.query(
      `SELECT type, count(*)::int AS n, max(failed_at) AS latest, array_agg(id::text) AS ids
         FROM outbox_messages
        WHERE failed_at IS NOT NULL AND failed_at >= $1
        GROUP BY type`,
      [since],
    );
  }

  /** Outbox jobs due before `dueBefore` and neither done nor failed: how many, and the oldest due time. */
  async backlog(dueBefore: Date): Promise<{ n: number; oldest: Date | null }> {
    const [backlog] = await this.dataSource.query(
      `SELECT count(*)::int AS n, min(next_attempt_at) AS oldest
         FROM outbox_messages
        WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at < $1`,
      [dueBefore],
    );
    return backlog;
  }

  /** The newest 50 unresolved alerts, with the outbox job each one is about (if any). */
  openAlerts(): Promise<{ id: string; kind: string; message: string; createdAt: Date; outboxId: string | null }[]> {
    return this.dataSource.query(
      `SELECT id, kind, message, created_at AS "createdAt", details->>'outboxId' AS "outboxId"
         FROM admin_alerts
        WHERE resolved_at IS NULL
        ORDER BY created_at DESC
        LIMIT 50`,
    );
  }
}
