import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentFlow = 'checkout' | 'private';
export type PaymentState = 'pending' | 'paid';

/**
 * One payment for event credits: recorded as pending when the checkout session or payment
 * intent is created and marked paid once (keyed by the PaymentIntent id) by the fulfilment.
 * Kept when the account is deleted (account_id becomes NULL): bookkeeping.
 */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The account the credits went to. */
  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId!: string | null;

  @Column({ type: 'varchar', length: 10 })
  flow!: PaymentFlow;

  @Column({ type: 'varchar', length: 10 })
  state!: PaymentState;

  @Column({ name: 'stripe_payment_intent_id', type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId!: string | null;

  @Column({ name: 'stripe_checkout_session_id', type: 'varchar', length: 255, nullable: true })
  stripeCheckoutSessionId!: string | null;

  @Column({ name: 'amount_net_cents', type: 'int' })
  amountNetCents!: number;

  @Column({ name: 'vat_cents', type: 'int' })
  vatCents!: number;

  @Column({ name: 'vat_rate', type: 'int' })
  vatRate!: number;

  @Column({ type: 'char', length: 2 })
  country!: string;

  @Column({ type: 'char', length: 3 })
  currency!: string;

  @Column({ type: 'int' })
  credits!: number;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
