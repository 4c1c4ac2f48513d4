import { Global, Module } from '@nestjs/common';
import { DataLifecyclePort } from '../events';
import { RetentionPolicy } from './retention-policy';

/**
 * The retention policy as a provider. Global only to hand DataLifecyclePort to the events
 * module, which shows the dates but may not depend on retention (as LeadLogModule does with
 * LeadStatsPort).
 */
@Global()
@Module({
  providers: [RetentionPolicy, { provide: DataLifecyclePort, useExisting: RetentionPolicy }],
  exports: [RetentionPolicy, DataLifecyclePort],
})
export class RetentionPolicyModule {}
