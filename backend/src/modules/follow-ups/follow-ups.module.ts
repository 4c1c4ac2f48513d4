import { Module } from '@nestjs/common';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { FollowUpsController } from './controllers/follow-ups.controller';
import { FollowUpsCoreModule } from './follow-ups-core.module';
import { FollowUpSettings } from './services/follow-up-settings.service';

/** The API side of the follow-ups: an event's sequence, its figures, a step's preview and test mail. */
@Module({
  imports: [FollowUpsCoreModule, EventsCoreModule, IdentityCoreModule],
  controllers: [FollowUpsController],
  providers: [FollowUpSettings],
})
export class FollowUpsModule {}
