import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A mail caught by the local dev outbox (no SMTP_URL, not production), shown at /dev/mailbox. */
@Entity('dev_mailbox')
export class DevMail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'message_id', type: 'varchar', length: 200 })
  messageId!: string;

  @Column({ name: 'to_address', type: 'varchar', length: 320 })
  to!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'text' })
  text!: string;

  /** Files of the mail as sent (the backup CSV): deleted with the event's data. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  attachments!: { filename: string; contentType: string; content: string }[];

  /** The extra headers the mail was sent with (a follow-up's List-Unsubscribe), by name. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  headers!: Record<string, string>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
