import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityCoreModule } from '../identity';
import { EventEntity } from './entities/event.entity';
import { EventFactsRepository } from './repositories/event-facts.repository';
import { EventTestMailsRepository } from './repositories/event-test-mails.repository';
import { EventsRepository } from './repositories/events.repository';
import { EventFactsService } from './services/event-facts.service';
import { EventsService } from './services/events.service';

/**
 * The events table and what other modules may read of it (EventsService, and EventFactsService
 * for scheduled work: the data lifecycle, the lead notices): no controllers, no billing. Loaded
 * by EventsModule in the API and by whatever the worker runs that needs events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), IdentityCoreModule],
  providers: [EventsRepository, EventTestMailsRepository, EventsService, EventFactsRepository, EventFactsService],
  exports: [EventsService, EventFactsService],
})
export class EventsCoreModule {}
