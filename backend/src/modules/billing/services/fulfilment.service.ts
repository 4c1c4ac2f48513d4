import { Injectable, Logger } from '@nestjs/common';
import { Transaction, UnitOfWork } from '../../../common/outbox/unit-of-work';
import { AccountCreditsService } from '../../identity';
import type { PaymentFlow } from '../entities/payment.entity';
import { PaidPayment, PaymentsRepository } from '../repositories/payments.repository';

export type FulfilmentSource = 'webhook' | 'checkout-success' | 'private-success';

export interface FulfilmentInput {
  /** The account the credits go to. */
  accountId: string;
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
    private readonly uow: UnitOfWork,
    private readonly payments: PaymentsRepository,
    private readonly accounts: AccountCreditsService,
  ) {}

  /** Runs in the given transaction (the webhook's), else in its own. */
  async fulfil(input: FulfilmentInput, tx?: Transaction): Promise<FulfilmentResult> {
    const result = tx ? await this.fulfilIn(tx, input) : await this.uow.run((own) => this.fulfilIn(own, input));
    this.logger.log(
      {
        accountId: input.accountId,
        paymentIntentId: input.paymentIntentId,
        checkoutSessionId: input.checkoutSessionId ?? undefined,
        source: input.source,
        granted: result.granted,
      },
      result.granted ? 'payment fulfilled: event credit added' : 'payment already fulfilled',
    );
    return result;
  }

  private async fulfilIn(tx: Transaction, input: FulfilmentInput): Promise<FulfilmentResult> {
    const credits = input.credits ?? 1;
    const payment: PaidPayment = {
      paymentIntentId: input.paymentIntentId,
      checkoutSessionId: input.checkoutSessionId ?? null,
      flow: input.flow,
      netCents: input.amountNet,
      vatCents: input.amountVat,
      vatRate: input.vatRate,
      country: input.country.toUpperCase(),
      currency: input.currency.toLowerCase(),
      credits,
    };
    let changed = await this.payments.markPaid(tx, payment);
    if (!changed) {
      // no pending row (or it is paid already): the unique PaymentIntent id decides
      const buyer = await this.accounts.findBuyer(tx.manager, input.accountId);
      changed = await this.payments.insertPaid(tx, payment, buyer?.id ?? null);
    }
    if (!changed) return { granted: false };
    const granted = await this.accounts.grantEventCredits(tx.manager, input.accountId, credits);
    if (!granted) {
      this.logger.warn({ accountId: input.accountId, paymentIntentId: input.paymentIntentId }, 'paid, but the account no longer exists');
    }
    return { granted };
  }
}
