import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import { returning } from '../../../common/database/returning';

/** stripe_events: the ids of the Stripe events handled, so that each is handled once. */
@Injectable()
export class StripeEventsRepository {
  /**
   * Records the event in the transaction that handles it; false when it was recorded before.
   * A concurrent duplicate waits on the primary key, then finds it taken.
   */
  async recordFirst(tx: Transaction, event: { id: string; type: string }): Promise<boolean> {
    const fresh = await returning(tx.manager, 'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [event.id, event.type]);
    return fresh.length > 0;
  }
}
