import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventEntity } from './entities/event.entity';
import { EventFactsRepository } from './repositories/event-facts.repository';
import { EventsRepository } from './repositories/events.repository';
import { EventFactsService } from './services/event-facts.service';

/**
 * The events a process without the HTTP side needs (the worker's data lifecycle and lead
 * notices): the table and the facts service, no controllers, no billing.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity])],
  providers: [EventsRepository, EventFactsRepository, EventFactsService],
  exports: [EventFactsService],
})
export class EventsCoreModule {}
