import { Module } from '@nestjs/common';
import { WebhookPublisher } from './webhook-publisher';

/** What the processes that record lead facts need of webhooks: the publisher. */
@Module({
  providers: [WebhookPublisher],
  exports: [WebhookPublisher],
})
export class WebhooksCoreModule {}
