import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UserCreditsService } from '../../identity';
import type { PaymentFlow } from '../entities/payment.entity';

export type FulfilmentSource = 'webhook' | 'checkout-success' | 'private-success';

export interface FulfilmentInput {
  userId: string;
  /** The fulfilment key: one PaymentIntent grants at most once, whichever way it arrives. */
  paymentIntentId: string;
  checkoutSessionId?: string | null;
  flow: PaymentFlow;
  amountNet: number;
  amountVat: number;
  currency: string;
  country: string;
  vatRate: number;
  credits?: number;
  source: FulfilmentSource;
}

export interface FulfilmentResult {
  /** true only for the one call that turned the payment into "paid" and added the credit. */
  granted: boolean;
}

/**
 * Turns a verified payment into event credits, exactly once. In one transaction: the payment
 * row (keyed by the PaymentIntent id, or the pending checkout row) becomes "paid" only if it
 * was not paid yet, and only the call whose UPDATE or INSERT changed it adds the credit.
 * Concurrent calls are serialised by PostgreSQL (the row lock of the UPDATE, the unique
 * index of the INSERT), not by timing.
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger(FulfilmentService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserCreditsService,
  ) {}

  /** Runs in the given transaction (the webhook's), else in its own. */
  async fulfil(input: FulfilmentInput, manager?: EntityManager): Promise<FulfilmentResult> {
    const result = manager ? await this.fulfilIn(manager, input) : await this.dataSource.transaction((m) => this.fulfilIn(m, input));
    this.logger.log(
      {
        userId: input.userId,
        paymentIntentId: input.paymentIntentId,
        checkoutSessionId: input.checkoutSessionId ?? undefined,
        source: input.source,
        granted: result.granted,
      },
      result.granted ? 'payment fulfilled: event credit added' : 'payment already fulfilled',
    );
    return result;
  }

  private async fulfilIn(manager: EntityManager, input: FulfilmentInput): Promise<FulfilmentResult> {
    const credits = input.credits ?? 1;
    const amounts = [input.amountNet, input.amountVat, input.vatRate, input.country.toUpperCase(), input.currency.toLowerCase()];
    const updated = await returning(manager, 
      `UPDATE payments
          SET state = 'paid', paid_at = now(), stripe_payment_intent_id = $1,
              stripe_checkout_session_id = COALESCE(stripe_checkout_session_id, $2),
              amount_net_cents = $3, vat_cents = $4, vat_rate = $5, country = $6, currency = $7
        WHERE (stripe_payment_intent_id = $1 OR ($2::varchar IS NOT NULL AND stripe_checkout_session_id = $2::varchar))
          AND state <> 'paid'
        RETURNING user_id`,
      [input.paymentIntentId, input.checkoutSessionId ?? null, ...amounts],
    );
    let changed = updated.length > 0;
    if (!changed) {
      // no pending row (or it is paid already): the unique PaymentIntent id decides
      const inserted = await returning(manager, 
        `INSERT INTO payments (user_id, flow, state, stripe_payment_intent_id, stripe_checkout_session_id,
                               amount_net_cents, vat_cents, vat_rate, country, currency, credits, paid_at)
         VALUES ((SELECT id FROM users WHERE id = $1), $2, 'paid', $3, $4, $5, $6, $7, $8, $9, $10, now())
         ON CONFLICT DO NOTHING
         RETURNING user_id`,
        [input.userId, input.flow, input.paymentIntentId, input.checkoutSessionId ?? null, ...amounts, credits],
      );
      changed = inserted.length > 0;
    }
    if (!changed) return { granted: false };
    const granted = await this.accounts.grantEventCredits(manager, input.userId, credits);
    if (!granted) {
      this.logger.warn({ userId: input.userId, paymentIntentId: input.paymentIntentId }, 'paid, but the account no longer exists');
    }
    return { granted };
  }
}

/**
 * The rows a statement's RETURNING clause gave, in a transaction's manager. (A plain
 * manager.query answers an UPDATE with [rows, count], whose length is always 2.)
 */
export async function returning(manager: EntityManager, sql: string, parameters: unknown[]): Promise<unknown[]> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('returning() needs the manager of a transaction');
  return (await runner.query(sql, parameters, true)).records;
}
