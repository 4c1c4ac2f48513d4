import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The newest good database backup, as the backup tool recorded it (backup_runs). */
export interface LastGoodBackup {
  finishedAt: Date;
  file: string | null;
}

/** The health check's questions to the database. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** true when the database answers a trivial query. */
  answers(): Promise<boolean> {
    return this.dataSource
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
}
