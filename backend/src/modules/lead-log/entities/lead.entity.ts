import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LeadSource } from '@fairleads/shared/lead-source';
import type { Locale } from '../../../common/i18n/locale';

export type LeadStatus = 'pending' | 'confirmed' | 'erased';

/** The stand team's rating of a lead (shown as heiß / warm / kalt). */
export const LEAD_RATINGS = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];

/** The read model of a lead: a projection of its stream in lead_events, rebuildable at any time. */
@Entity('leads')
export class Lead {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: LeadStatus;

  @Column({ name: 'double_opt_in', type: 'boolean' })
  doubleOptIn!: boolean;

  /** The language the lead was captured in: its mails, resends and confirmation page speak it. */
  @Column({ type: 'varchar', length: 5, default: 'de' })
  locale!: Locale;

  /** Where the lead came from: the visitor's form, typed at the stand, a badge or a card scan. */
  @Column({ type: 'varchar', length: 10, default: 'form' })
  source!: LeadSource;

  @Column({ name: 'confirmation_token_hash', type: 'char', length: 64, nullable: true })
  confirmationTokenHash!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'doi_sent_at', type: 'timestamptz', nullable: true })
  doiSentAt!: Date | null;

  @Column({ name: 'doi_resent_at', type: 'timestamptz', nullable: true })
  doiResentAt!: Date | null;

  @Column({ name: 'doi_resend_count', type: 'int', default: 0 })
  doiResendCount!: number;

  @Column({ name: 'welcome_sent_at', type: 'timestamptz', nullable: true })
  welcomeSentAt!: Date | null;

  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt!: Date | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  rating!: LeadRating | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags!: string[];

  @Column({ name: 'qualified_at', type: 'timestamptz', nullable: true })
  qualifiedAt!: Date | null;

  /** When the note (kept with the personal data) last changed. */
  @Column({ name: 'noted_at', type: 'timestamptz', nullable: true })
  notedAt!: Date | null;

  @Column({ name: 'exported_at', type: 'timestamptz', nullable: true })
  exportedAt!: Date | null;

  /** When the visitor first opened the welcome mail's download link (LeadDownloaded). */
  @Column({ name: 'downloaded_at', type: 'timestamptz', nullable: true })
  downloadedAt!: Date | null;

  /** The stream version this row reflects. */
  @Column({ type: 'int' })
  version!: number;

  @Column({ name: 'last_position', type: 'bigint' })
  lastPosition!: string;
}
