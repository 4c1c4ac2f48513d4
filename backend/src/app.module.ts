import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, type ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AccessGuard } from './common/auth/access.guard';
import { DatabaseModule } from './common/database/database.module';
import { HealthModule } from './common/health/health.module';
import { loggerModuleParams } from './common/logging/logger.options';
import { MetricsModule } from './common/metrics/metrics.module';
import { OutboxModule, runsScheduler } from './common/outbox/outbox.module';
import { countedElsewhere, RATE_LIMITS, throttleKey } from './common/security/rate-limits';
import { throttlerStorage } from './common/security/throttler-storage';
import { BodyTypeGuard } from './common/validation/body-type.guard';
import { ClockModule } from './common/time/clock';
import { allConfigs, queueConfig } from './config';
import { AdminModule } from './modules/admin';
import { BillingModule } from './modules/billing';
import { BlogModule } from './modules/blog';
import { EventsModule } from './modules/events';
import { AdminBootstrapModule, IdentityModule } from './modules/identity';
import { CaptureModule } from './modules/capture';
import { InsightsCoreModule, InsightsModule } from './modules/insights';
import { LeadDeskModule } from './modules/lead-desk';
import { LeadLogModule } from './modules/lead-log';
import { MailingModule } from './modules/mailing';
import { PublicApiModule } from './modules/public-api';
import { RetentionModule } from './modules/retention';
import { StandModule } from './modules/stand';
import { SupportModule } from './modules/support';
import { WebhooksModule } from './modules/webhooks';
import { CrmSyncModule } from './modules/crm-sync';
import { CardScanModule } from './modules/card-scan';
import { FollowUpsModule } from './modules/follow-ups';

export interface AppModuleOptions {
  /** Prefix of every Redis key (Bull's queues, and the rate-limit counts under `<prefix>:throttle:`); tests give each run its own. */
  bullPrefix?: string;
}

/** The API process: HTTP, the SPA, producers of the job queues (never their consumers). */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: allConfigs }),
        LoggerModule.forRoot(loggerModuleParams('api')),
        DatabaseModule,
        ClockModule,
        ThrottlerModule.forRootAsync({
          inject: [queueConfig.KEY],
          useFactory: (queue: ConfigType<typeof queueConfig>) => ({
            throttlers: [{ name: 'default', ...RATE_LIMITS.default }],
            generateKey: throttleKey,
            // a stand device's submits count per device and the public API's calls per key (their routes' guards), not per address
            skipIf: countedElsewhere,
            // shared by every replica when there is a Redis; closed on shutdown as the throttler's storage provider
            storage: throttlerStorage(queue.redisUrl, options.bullPrefix ?? 'fairleads'),
          }),
        }),
        ...(runsScheduler('api') ? [ScheduleModule.forRoot()] : []),
        OutboxModule.forRoot({ process: 'api', bullPrefix: options.bullPrefix }),
        // GET /metrics; any module counts through the global Metrics
        MetricsModule.forRoot({ process: 'api' }),
        MailingModule.forRoot(),
        IdentityModule,
        BillingModule,
        EventsModule,
        AdminBootstrapModule,
        LeadLogModule,
        CaptureModule,
        LeadDeskModule,
        InsightsModule,
        StandModule,
        WebhooksModule,
        PublicApiModule,
        CrmSyncModule,
        CardScanModule,
        FollowUpsModule,
        InsightsCoreModule.forRoot({ process: 'api' }),
        RetentionModule.forRoot({ process: 'api' }),
        SupportModule,
        HealthModule,
        BlogModule,
        AdminModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_GUARD, useClass: BodyTypeGuard },
        // after the throttle and body checks, as the controllers' own guards ran before it
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
