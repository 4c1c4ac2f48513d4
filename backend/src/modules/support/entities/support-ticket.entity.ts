import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export const SUPPORT_MODES = ['support', 'organizer'] as const;
export type SupportMode = (typeof SUPPORT_MODES)[number];

/** A support ticket or an organiser enquiry sent from the public dialog. */
@Entity('support_tickets')
export class SupportTicket {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  mode!: SupportMode;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The outbox message that mails the ticket to SUPPORT_EMAIL (its state says whether it went out). */
  @Column({ name: 'mail_outbox_id', type: 'uuid', nullable: true })
  mailOutboxId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
