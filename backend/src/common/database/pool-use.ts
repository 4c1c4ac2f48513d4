import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** The connection pool of the process's data source right now (node-postgres' own counters). */
export interface PoolUse {
  /** Open connections, idle or busy. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is busy. */
  waiting: number;
  /** The most it opens (typeorm-options.ts). */
  max: number;
}

/**
 * Reads the pg pool behind TypeORM's DataSource (the driver's `master` pool; no replicas are
 * configured). No statement runs: the metrics read it at each scrape.
 */
@Injectable()
export class DatabasePoolUse {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** null before the pool exists (the data source not yet initialised) or after it closed. */
  now(): PoolUse | null {
    const pool = (this.dataSource.driver as { master?: Pool }).master;
    if (!this.dataSource.isInitialized || !pool) return null;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
  }
}
