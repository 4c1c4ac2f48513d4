import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { loadDatabaseConfig } from '../../config/database.config';

/** The newest good database backup, as the backup tool recorded it (backup_runs). */
export interface LastGoodBackup {
  finishedAt: Date;
  file: string | null;
}

/** How long the readiness check waits for the database: under the balancer's check timeout (2 s, docker/haproxy.cfg). */
const READINESS_TIMEOUT_MS = 1_500;

/** The health check's questions to the database. */
@Injectable()
export class HealthRepository implements OnModuleDestroy {
  /**
   * The readiness check's own connection, beside the requests' pool: a replica whose pool is busy
   * (a rush of lead desks opening) is slow, not broken, and must stay in the balancer's rotation;
   * asked through that pool, the check would wait behind every queued request and the balancer
   * would take the only replica out, answering everyone 503.
   */
  private readonly probe = new Pool({
    connectionString: loadDatabaseConfig().url,
    max: 1,
    connectionTimeoutMillis: READINESS_TIMEOUT_MS,
    query_timeout: READINESS_TIMEOUT_MS,
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // a connection that breaks while idle is replaced at the next check
    this.probe.on('error', () => undefined);
  }

  /** true when the database answers a trivial query within READINESS_TIMEOUT_MS. */
  answers(): Promise<boolean> {
    return this.probe
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
  }

  /** The newest backup that completed and verified, or null when there was none. */
  async lastGoodBackup(): Promise<LastGoodBackup | null> {
    const rows: { finished_at: Date; file: string | null }[] = await this.dataSource.query(
      'SELECT finished_at, file FROM backup_runs WHERE ok ORDER BY finished_at DESC LIMIT 1',
    );
    return rows[0] ? { finishedAt: rows[0].finished_at, file: rows[0].file } : null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.probe.end();
  }
}
