import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { QueueName } from '../queue/job-queue.port';

/**
 * A side effect promised inside a transaction. Written in the caller's transaction,
 * handed to the queue after commit, swept again until a handler completes it.
 */
@Entity('outbox_messages')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  queue!: QueueName;

  /** Which handler runs it, e.g. 'mail.send'. */
  @Column({ type: 'varchar', length: 60 })
  type!: string;

  /** Emptied once handled, so a finished row keeps no personal data. */
  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  /** The user the message belongs to: deleting the user deletes their pending messages. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  /** The account the message belongs to: deleting the account deletes its pending messages. */
  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId!: string | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true })
  dispatchedAt!: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt!: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
