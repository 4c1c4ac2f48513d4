import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../identity';
import { EventsCoreModule } from '../events';
import { WebhookEndpointsController } from './controllers/webhook-endpoints.controller';
import { WebhookEndpointsService } from './services/webhook-endpoints.service';
import { WebhooksCoreModule } from './webhooks-core.module';

/** The API side of webhooks: the organiser's endpoints in account settings. */
@Module({
  imports: [WebhooksCoreModule, EventsCoreModule, IdentityCoreModule],
  controllers: [WebhookEndpointsController],
  providers: [WebhookEndpointsService],
})
export class WebhooksModule {}
