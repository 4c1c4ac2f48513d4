import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One step for one lead, claimed by the tick (the key makes it once); sent or skipped by its mail job. */
@Entity('follow_up_sends')
export class FollowUpSend {
  @PrimaryColumn({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  @PrimaryColumn({ type: 'smallint' })
  step!: number;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  /** The mail job's outbox row. */
  @Column({ name: 'outbox_id', type: 'uuid', nullable: true })
  outboxId!: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'message_id', type: 'varchar', length: 300, nullable: true })
  messageId!: string | null;

  /** Why the mail job sent nothing: 'unsubscribed', 'erased', 'lead-gone', 'step-gone'. */
  @Column({ name: 'skipped_reason', type: 'varchar', length: 40, nullable: true })
  skippedReason!: string | null;

  /** The first click on the step's booking button (counted once). */
  @Column({ name: 'clicked_at', type: 'timestamptz', nullable: true })
  clickedAt!: Date | null;
}
