import { Injectable, OnModuleInit } from '@nestjs/common';
import { DatabasePoolUse } from '../database/pool-use';
import { HealthRepository } from '../health/health.repository';
import { OutboxRepository } from '../outbox/outbox.repository';
import { JobQueue, QUEUE_NAMES, type QueueCounts } from '../queue/job-queue.port';
import { Metrics } from './metrics';

const QUEUE_STATES: (keyof QueueCounts)[] = ['waiting', 'active', 'delayed', 'failed'];

/**
 * The values a scrape reads from where they live: the outbox and the last good backup from
 * PostgreSQL (through their repositories), the queues from their driver, the pool from
 * node-postgres. Installation-wide values (outbox, queues, backup) are the same from every
 * process: rules and dashboards take their max.
 */
@Injectable()
export class ScrapeReaders implements OnModuleInit {
  /** The outbox read under way: both of its gauges in a scrape share it. */
  private outboxRead: ReturnType<OutboxRepository['openByQueue']> | null = null;

  constructor(
    private readonly metrics: Metrics,
    private readonly outbox: OutboxRepository,
    private readonly jobQueue: JobQueue,
    private readonly pool: DatabasePoolUse,
    private readonly health: HealthRepository,
  ) {}

  onModuleInit(): void {
    const m = this.metrics;
    // the pool first: a scrape collects in this order, and the reads below take connections of it
    m.gaugeAtScrape('fairleads_db_pool_connections', 'Connections of this process’s database pool: idle, or busy with a query or transaction', ['state'], () => {
      const use = this.pool.now();
      return use ? [{ labels: { state: 'idle' }, value: use.idle }, { labels: { state: 'busy' }, value: use.total - use.idle }] : [];
    });
    m.gaugeAtScrape('fairleads_db_pool_waiting', 'Queries of this process waiting for a free database connection', [], () => {
      const use = this.pool.now();
      return use ? [{ value: use.waiting }] : [];
    });
    m.gaugeAtScrape('fairleads_db_pool_max', 'The most connections this process’s database pool opens', [], () => {
      const use = this.pool.now();
      return use ? [{ value: use.max }] : [];
    });
    m.gaugeAtScrape('fairleads_outbox_pending', 'Outbox rows not done and not failed for good, by queue (due now or waiting for a retry)', ['queue'], async () => {
      const rows = await this.openOutbox();
      return QUEUE_NAMES.map((queue) => ({ labels: { queue }, value: rows.find((row) => row.queue === queue)?.pending ?? 0 }));
    });
    m.gaugeAtScrape(
      'fairleads_outbox_oldest_pending_age_seconds',
      'Seconds the oldest open outbox row of a queue has been due without being done (0: none is due; a row waiting for a later retry is not late)',
      ['queue'],
      async () => {
        const rows = await this.openOutbox();
        return QUEUE_NAMES.map((queue) => ({ labels: { queue }, value: rows.find((row) => row.queue === queue)?.oldestDueSeconds ?? 0 }));
      },
    );
    m.gaugeAtScrape('fairleads_queue_jobs', 'Jobs in the job queue by queue and state, as its driver counts them (Bull in Redis, or the inline driver of the API)', ['queue', 'state'], async () => {
      const counts = await this.jobQueue.counts();
      return QUEUE_NAMES.flatMap((queue) => QUEUE_STATES.map((state) => ({ labels: { queue, state }, value: counts[queue][state] })));
    });
    m.gaugeAtScrape(
      'fairleads_backup_last_success_timestamp_seconds',
      'When the newest good database backup finished (Unix time, backup_runs); 0 when there has been none',
      [],
      async () => {
        const last = await this.health.lastGoodBackup();
        return [{ value: last ? last.finishedAt.getTime() / 1000 : 0 }];
      },
    );
  }

  /** A scrape collects its gauges at once, so the second asks while the first's read is under way. */
  private openOutbox(): ReturnType<OutboxRepository['openByQueue']> {
    if (!this.outboxRead) {
      const read = this.outbox.openByQueue();
      this.outboxRead = read;
      const done = () => {
        if (this.outboxRead === read) this.outboxRead = null;
      };
      read.then(done, done);
    }
    return this.outboxRead;
  }
}
