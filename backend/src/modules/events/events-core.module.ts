import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { EventEntity } from './entities/event.entity';
import { EventsRepository } from './repositories/events.repository';
import { EventsService } from './services/events.service';

/**
 * The events table and what other modules may read of it (EventsService): no controllers, no
 * billing. Loaded by EventsModule in the API and by whatever the worker runs that needs events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), IdentityModule],
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsCoreModule {}
