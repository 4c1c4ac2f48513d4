import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing';
import { IdentityModule } from '../identity';
import { EventsController } from './controllers/events.controller';
import { EventEntity } from './entities/event.entity';
import { EventsRepository } from './repositories/events.repository';
import { EventsService } from './services/events.service';
import { QrCodeService } from './services/qr-code.service';

/**
 * Events, their form and e-mail settings, archive, QR codes. Uses billing (a new event takes a
 * credit) and identity; lead counts come through LeadStatsPort, which the leads module provides.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity]), BillingModule, IdentityModule],
  controllers: [EventsController],
  providers: [EventsRepository, EventsService, QrCodeService],
  exports: [EventsService],
})
export class EventsModule {}
