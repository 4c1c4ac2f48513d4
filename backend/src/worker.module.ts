import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { DatabaseModule } from './common/database/database.module';
import { HealthRepository } from './common/health/health.repository';
import { WorkerHeartbeat } from './common/health/worker-heartbeat';
import { loggerModuleParams } from './common/logging/logger.options';
import { MetricsModule } from './common/metrics/metrics.module';
import { OutboxModule } from './common/outbox/outbox.module';
import { ClockModule } from './common/time/clock';
import { allConfigs } from './config';
import { EventsCoreModule } from './modules/events';
import { IdentityCoreModule } from './modules/identity';
import { InsightsCoreModule } from './modules/insights';
import { LeadLogModule } from './modules/lead-log';
import { MailingModule } from './modules/mailing';
import { RetentionModule } from './modules/retention';
import { WebhooksCoreModule } from './modules/webhooks';
import { CrmSyncCoreModule } from './modules/crm-sync';
import { FollowUpsCoreModule } from './modules/follow-ups';

export interface WorkerModuleOptions {
  bullPrefix?: string;
}

/**
 * The worker process: Bull consumers, the outbox sweeper and the scheduled jobs (the data
 * lifecycle, the lead notices), the webhook and CRM deliveries, the follow-ups, with the core modules of the owners they ask (no HTTP side
 * but its metrics' port).
 */
@Module({})
export class WorkerModule {
  static forRoot(options: WorkerModuleOptions = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
        LoggerModule.forRoot(loggerModuleParams('worker')),
        DatabaseModule,
        ClockModule,
        ScheduleModule.forRoot(),
        OutboxModule.forRoot({ process: 'worker', bullPrefix: options.bullPrefix }),
        // the worker's own GET /metrics on WORKER_METRICS_PORT
        MetricsModule.forRoot({ process: 'worker' }),
        MailingModule.forRoot(),
        IdentityCoreModule,
        EventsCoreModule,
        LeadLogModule,
        InsightsCoreModule.forRoot({ process: 'worker' }),
        RetentionModule.forRoot({ process: 'worker' }),
        // the webhook deliveries' handler (the 'webhook' queue)
        WebhooksCoreModule,
        // the CRM deliveries' handler (the 'crm' queue)
        CrmSyncCoreModule,
        // the follow-ups' tick and mail jobs (the 'mail' queue)
        FollowUpsCoreModule,
      ],
      providers: [HealthRepository, WorkerHeartbeat],
    };
  }
}
