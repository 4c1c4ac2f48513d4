import { Module } from '@nestjs/common';
import { WebhookDeliveryJobs } from './jobs/webhook-delivery.jobs';
import { WebhookDeliveryQueue } from './services/webhook-delivery-queue.service';
import { WebhookSender } from './services/webhook-sender.service';
import { WebhookDeliveriesRepository } from './repositories/webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './repositories/webhook-endpoints.repository';
import { WebhookPublisher } from './services/webhook-publisher.service';

/**
 * What every process needs of webhooks: the publisher for the modules whose facts are sent
 * (leads; retention and admin for the purge), and the delivery jobs' handler, registered
 * wherever outbox jobs run (the API with the inline driver, the worker with Bull).
 */
@Module({
  providers: [WebhookEndpointsRepository, WebhookDeliveriesRepository, WebhookDeliveryQueue, WebhookSender, WebhookDeliveryJobs, WebhookPublisher],
  exports: [WebhookPublisher, WebhookEndpointsRepository, WebhookDeliveriesRepository, WebhookDeliveryQueue],
})
export class WebhooksCoreModule {}
