import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The exhibitor: owns the events, credits, payments, billing profile, webhook endpoints and stand
 * devices. People reach it as its members (AccountMember).
 */
@Entity('accounts')
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Public part of every form URL: /form/{companySlug}/{eventSlug}. Unique. */
  @Column({ name: 'company_slug', type: 'varchar', length: 50 })
  companySlug!: string;

  @Column({ name: 'event_credits', type: 'int', default: 0 })
  eventCredits!: number;

  /** Set when the account's free first event was created; deleting that event does not clear it. */
  @Column({ name: 'free_event_used_at', type: 'timestamptz', nullable: true })
  freeEventUsedAt!: Date | null;

  /** The owner's setting: every member signs in with a second factor to work in the account. */
  @Column({ name: 'require_second_factor', type: 'boolean', default: false })
  requireSecondFactor!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
