import { Column, Entity, PrimaryColumn } from 'typeorm';

export type FollowUpStopReason = 'unsubscribed' | 'erased';

/** A confirmed lead's way through its event's follow-ups. */
@Entity('follow_up_leads')
export class FollowUpLead {
  @PrimaryColumn({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz' })
  confirmedAt!: Date;

  /** When the row was made: a step is never due before (leads confirmed before the module). */
  @Column({ name: 'enrolled_at', type: 'timestamptz' })
  enrolledAt!: Date;

  /** How many positions the tick has claimed for the lead: its progress. */
  @Column({ name: 'steps_sent', type: 'smallint' })
  stepsSent!: number;

  @Column({ name: 'last_sent_at', type: 'timestamptz', nullable: true })
  lastSentAt!: Date | null;

  @Column({ name: 'stopped_at', type: 'timestamptz', nullable: true })
  stoppedAt!: Date | null;

  @Column({ name: 'stop_reason', type: 'varchar', length: 20, nullable: true })
  stopReason!: FollowUpStopReason | null;

  /** How many follow-ups the lead had received when it stopped. */
  @Column({ name: 'stopped_after_step', type: 'smallint', nullable: true })
  stoppedAfterStep!: number | null;
}
