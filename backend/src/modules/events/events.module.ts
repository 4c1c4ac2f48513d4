import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { IdentityCoreModule } from '../identity';
import { EventImagesController } from './controllers/event-images.controller';
import { EventReadinessController } from './controllers/event-readiness.controller';
import { EventsController } from './controllers/events.controller';
import { EventImagesService } from './services/event-images.service';
import { EventReadinessService } from './services/event-readiness.service';
import { EventImagesRepository } from './repositories/event-images.repository';
import { EventsCoreModule } from './events-core.module';
import { PosterLogoService } from './services/poster-logo.service';
import { EventsRepository } from './repositories/events.repository';
import { OrganiserEventsService } from './services/organiser-events.service';
import { QrCodeService } from './services/qr-code.service';

/**
 * Events, their form and e-mail settings, archive, QR codes, the uploaded logo and header image,
 * the readiness checklist: the organiser's API on top of
 * EventsCoreModule. Uses billing (a new event takes a credit); lead counts come through
 * LeadStatsPort, which the lead log module provides. The core exports services only, so the
 * organiser's writes get their own (stateless) EventsRepository.
 */
@Module({
  imports: [EventsCoreModule, BillingModule, IdentityCoreModule],
  controllers: [EventsController, EventImagesController, EventReadinessController],
  providers: [EventsRepository, EventImagesRepository, OrganiserEventsService, QrCodeService, EventImagesService, EventReadinessService, PosterLogoService],
})
export class EventsModule {}
