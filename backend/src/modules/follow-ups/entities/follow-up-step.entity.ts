import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SendWindow } from '../domain/follow-up-schedule';

/** One mail of an event's follow-up sequence, at its position (1–3). */
@Entity('follow_up_steps')
export class FollowUpStep {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @PrimaryColumn({ type: 'smallint' })
  position!: number;

  @Column({ name: 'delay_days', type: 'integer' })
  delayDays!: number;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'booking_url', type: 'varchar', length: 2000, nullable: true })
  bookingUrl!: string | null;

  @Column({ name: 'send_window', type: 'jsonb', nullable: true })
  sendWindow!: SendWindow | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
