import { Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type Stripe from 'stripe';
import { Transaction, UnitOfWork } from '../../../common/outbox/unit-of-work';
import { StripeEventsRepository } from '../repositories/stripe-events.repository';
import { StripeGateway } from './stripe-gateway.service';
import { FulfilmentService } from './fulfilment.service';
import { accountOfMetadata, fulfilmentOfIntent, fulfilmentOfSession, isPrivateIntentOf, sessionOwner } from './payments.service';

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
}

/**
 * Stripe's webhook: the signature is checked on the raw body, each event id is handled once
 * (stripe_events, inserted in the same transaction as the fulfilment, so a failed attempt
 * leaves no trace and Stripe's retry is handled again; a concurrent duplicate waits on the
 * primary key and then finds it taken).
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: StripeEventsRepository,
    private readonly stripe: StripeGateway,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<WebhookAnswer> {
    const event = this.stripe.constructWebhookEvent(rawBody, signature);
    return this.uow.run(async (tx) => {
      if (!(await this.events.recordFirst(tx, event))) return { received: true, duplicate: true } as const;
      await this.handle(tx, event);
      return { received: true } as const;
    });
  }

  private async handle(tx: Transaction, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // completed with a delayed payment method: wait for async_payment_succeeded
        if (session.payment_status !== 'paid') return;
        const accountId = sessionOwner(session);
        if (!accountId || !isUUID(accountId)) return this.ignore(event, 'checkout session without our account');
        const input = fulfilmentOfSession(accountId, session, 'webhook');
        if (!input) return this.ignore(event, 'paid checkout session without a PaymentIntent');
        await this.fulfilment.fulfil(input, tx);
        return;
      }
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        // a checkout's PaymentIntent is fulfilled through its session events
        const accountId = accountOfMetadata(intent.metadata);
        if (!isPrivateIntentOf(intent) || !accountId || !isUUID(accountId)) return;
        await this.fulfilment.fulfil(fulfilmentOfIntent(accountId, intent, 'webhook'), tx);
        return;
      }
      default:
        return;
    }
  }

  private ignore(event: Stripe.Event, reason: string): void {
    this.logger.warn({ eventId: event.id, type: event.type, reason }, 'Stripe event ignored');
  }
}
