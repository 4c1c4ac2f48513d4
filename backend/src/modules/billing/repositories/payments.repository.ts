import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { PaymentFlow } from '../entities/payment.entity';
import { returning } from '../../../common/database/returning';

/** What a payment costs, as recorded on its row. */
export interface PaymentAmounts {
  netCents: number;
  vatCents: number;
  vatRate: number;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 4217, lower case. */
  currency: string;
}

/** A payment Stripe confirmed, keyed by its PaymentIntent. */
export interface PaidPayment extends PaymentAmounts {
  paymentIntentId: string;
  checkoutSessionId: string | null;
  flow: PaymentFlow;
  credits: number;
}

/** payments: pending when a checkout or payment intent is created, paid once by the fulfilment. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The pending row of a created checkout session or payment intent; a second record of the same ids is ignored. */
  async recordPending(
    accountId: string,
    flow: PaymentFlow,
    ids: { checkoutSessionId?: string; paymentIntentId?: string },
    amounts: PaymentAmounts,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO payments (account_id, flow, state, stripe_payment_intent_id, stripe_checkout_session_id,
                             amount_net_cents, vat_cents, vat_rate, country, currency, credits)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, 1)
       ON CONFLICT DO NOTHING`,
      [accountId, flow, ids.paymentIntentId ?? null, ids.checkoutSessionId ?? null, amounts.netCents, amounts.vatCents, amounts.vatRate, amounts.country, amounts.currency],
    );
  }

  /**
   * Marks the payment's row (keyed by the PaymentIntent id, or the pending checkout row) as paid,
   * only if it was not paid yet; true when this call changed it. The row lock of the UPDATE
   * serialises concurrent calls.
   */
  async markPaid(tx: Transaction, payment: PaidPayment): Promise<boolean> {
    const updated = await returning(
      tx.manager,
      `UPDATE payments
          SET state = 'paid', paid_at = now(), stripe_payment_intent_id = $1,
              stripe_checkout_session_id = COALESCE(stripe_checkout_session_id, $2),
              amount_net_cents = $3, vat_cents = $4, vat_rate = $5, country = $6, currency = $7
        WHERE (stripe_payment_intent_id = $1 OR ($2::varchar IS NOT NULL AND stripe_checkout_session_id = $2::varchar))
          AND state <> 'paid'
        RETURNING account_id`,
      [payment.paymentIntentId, payment.checkoutSessionId, ...amountValues(payment)],
    );
    return updated.length > 0;
  }

  /**
   * Records a paid payment that had no pending row; false when its PaymentIntent is recorded
   * already (the unique index decides). `buyerId` (the account) is null when it no longer exists.
   */
  async insertPaid(tx: Transaction, payment: PaidPayment, buyerId: string | null): Promise<boolean> {
    const inserted = await returning(
      tx.manager,
      `INSERT INTO payments (account_id, flow, state, stripe_payment_intent_id, stripe_checkout_session_id,
                             amount_net_cents, vat_cents, vat_rate, country, currency, credits, paid_at)
       VALUES ($1, $2, 'paid', $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT DO NOTHING
       RETURNING account_id`,
      [buyerId, payment.flow, payment.paymentIntentId, payment.checkoutSessionId, ...amountValues(payment), payment.credits],
    );
    return inserted.length > 0;
  }
}

function amountValues(amounts: PaymentAmounts): unknown[] {
  return [amounts.netCents, amounts.vatCents, amounts.vatRate, amounts.country, amounts.currency];
}
