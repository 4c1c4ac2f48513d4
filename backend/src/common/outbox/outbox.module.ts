import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadQueueConfig } from '../../config/queue.config';
import { AdminAlertsRepository } from '../alerts/admin-alerts.repository';
import { ScheduledTicks, TickTurns } from '../schedule';
import { BullJobQueue } from '../queue/bull-job-queue';
import { CrmQueueConsumer, ExportQueueConsumer, MailQueueConsumer, WebhookQueueConsumer } from '../queue/bull-consumers';
import { InlineJobQueue } from '../queue/inline-job-queue';
import { JobQueue, OutboxJobRunner, QUEUE_NAMES } from '../queue/job-queue.port';
import { OutboxHandlerRegistry } from './outbox-handler.registry';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRunner } from './outbox-runner';
import { OutboxDispatcher } from './outbox.dispatcher';
import { OutboxRepository } from './outbox.repository';
import { OutboxSweeper, OutboxSweepSchedule } from './outbox.sweeper';
import { Transactions, UnitOfWork } from './unit-of-work';

export type ProcessRole = 'api' | 'worker';

export interface OutboxModuleOptions {
  process: ProcessRole;
  /** Bull key prefix; tests give each run its own. */
  bullPrefix?: string;
}

/** The scheduler runs in the worker, or in the API process when no worker exists (inline driver). */
export function runsScheduler(process: ProcessRole): boolean {
  return process === 'worker' || loadQueueConfig().driver === 'inline';
}

/**
 * How long a Redis connection waits before its next reconnect attempt. Bull's default grows to
 * 20 s, so after an outage the queues came back up to 20 s after Redis did; a fixed short
 * ceiling costs one connection attempt per second while Redis is away.
 */
function reconnectDelayMs(attempt: number): number {
  return Math.min(attempt * 100, 1_000);
}

/**
 * Side effects: the transactional outbox, its dispatcher and sweeper, and the job-queue port
 * with the driver that the settings choose.
 */
@Global()
@Module({})
export class OutboxModule {
  static forRoot(options: OutboxModuleOptions): DynamicModule {
    const queue = loadQueueConfig();
    const common: Provider[] = [
      OutboxRepository,
      AdminAlertsRepository,
      OutboxHandlerRegistry,
      OutboxRunner,
      { provide: OutboxJobRunner, useExisting: OutboxRunner },
      OutboxDispatcher,
      OutboxSweeper,
      TickTurns,
      ScheduledTicks,
      // transactions begin here: the one holder of the connection outside repositories
      { provide: Transactions, inject: [getDataSourceToken()], useFactory: (dataSource: DataSource) => new Transactions(dataSource) },
      UnitOfWork,
    ];
    const imports: DynamicModule[] = [TypeOrmModule.forFeature([OutboxMessage])];
    const providers: Provider[] = [...common];

    if (queue.driver === 'bull' && queue.redisUrl) {
      imports.push(
        BullModule.forRoot({ url: queue.redisUrl, prefix: options.bullPrefix ?? 'fairleads', redis: { retryStrategy: reconnectDelayMs } }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      );
      providers.push({ provide: JobQueue, useClass: BullJobQueue });
      if (options.process === 'worker') providers.push(MailQueueConsumer, ExportQueueConsumer, WebhookQueueConsumer, CrmQueueConsumer);
    } else {
      providers.push({ provide: JobQueue, useClass: InlineJobQueue });
    }
    if (runsScheduler(options.process)) providers.push(OutboxSweepSchedule);

    return {
      module: OutboxModule,
      imports,
      providers,
      exports: [UnitOfWork, OutboxRepository, AdminAlertsRepository, TickTurns, ScheduledTicks, OutboxHandlerRegistry, OutboxSweeper, OutboxDispatcher, JobQueue, OutboxJobRunner],
    };
  }
}
