import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { DatabasePoolUse } from '../database/pool-use';
import { HealthRepository } from '../health/health.repository';
import type { ProcessRole } from '../outbox/outbox.module';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics';
import { ScrapeReaders } from './scrape-readers';
import { WorkerMetricsServer } from './worker-metrics-server';

/**
 * The process's metrics, global: any module injects `Metrics`. The API serves them at GET
 * /metrics, the worker on a port of its own (WORKER_METRICS_PORT). Needs the outbox module (its
 * repository, the job queue), which is global too.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: { process: ProcessRole }): DynamicModule {
    const providers: Provider[] = [Metrics, ScrapeReaders, DatabasePoolUse, HealthRepository];
    if (options.process === 'worker') providers.push(WorkerMetricsServer);
    return {
      module: MetricsModule,
      controllers: options.process === 'api' ? [MetricsController] : [],
      providers,
      exports: [Metrics],
    };
  }
}
