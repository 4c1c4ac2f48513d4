import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type EventStatus = 'active' | 'archived';

/** What published the form address: from then on the slug is fixed (printed codes stay valid). */
export type PublishedBy = 'qr' | 'poster' | 'lead';

/** An organiser's event with its public form and its e-mail settings. */
@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The owning account (the exhibitor). */
  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  /** Unique per company: /form/{companySlug}/{slug}. */
  @Column({ type: 'varchar', length: 60 })
  slug!: string;

  /**
   * The QR code's short link /q/{code}: counts the scan, then leads to the form. Made by the
   * database at insert (event_short_code()), never changed: printed codes stay valid.
   */
  @Column({ name: 'short_code', type: 'varchar', length: 12, default: () => 'event_short_code()', update: false })
  shortCode!: string;

  /** Each rename makes the slug anew from the name, until it is published or set by hand. */
  @Column({ name: 'slug_follows_name', type: 'boolean', default: false })
  slugFollowsName!: boolean;

  /** When the form address first left the app (QR code or poster downloaded, or the first lead). */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ name: 'published_by', type: 'varchar', length: 10, nullable: true })
  publishedBy!: PublishedBy | null;

  /** Calendar dates (YYYY-MM-DD) in the business time zone. */
  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status!: EventStatus;

  /** The account's first event: free, capped at FREE_EVENT_LEAD_LIMIT leads. */
  @Column({ name: 'is_free', type: 'boolean', default: false })
  isFree!: boolean;

  /** Raised whenever what a visitor sees or agrees to changes; each lead records the version it saw. */
  @Column({ name: 'form_version', type: 'int', default: 1 })
  formVersion!: number;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ name: 'header_image_url', type: 'text', nullable: true })
  headerImageUrl!: string | null;

  /** The uploaded logo's hash (event_images), null without one; it wins over logoUrl. */
  @Column({ name: 'logo_image_hash', type: 'varchar', length: 64, nullable: true })
  logoImageHash!: string | null;

  /** The uploaded header image's hash (event_images), null without one; it wins over headerImageUrl. */
  @Column({ name: 'header_image_hash', type: 'varchar', length: 64, nullable: true })
  headerImageHash!: string | null;

  @Column({ name: 'primary_color', type: 'varchar', length: 7, default: '#3b82f6' })
  primaryColor!: string;

  @Column({ name: 'secondary_color', type: 'varchar', length: 7, default: '#007E87' })
  secondaryColor!: string;

  @Column({ name: 'background_color', type: 'varchar', length: 7, default: '#007E87' })
  backgroundColor!: string;

  @Column({ name: 'intro_text', type: 'text', nullable: true })
  introText!: string | null;

  @Column({ name: 'download_url', type: 'text' })
  downloadUrl!: string;

  @Column({ name: 'double_opt_in', type: 'boolean', default: true })
  doubleOptIn!: boolean;

  @Column({ name: 'name_required', type: 'boolean', default: false })
  nameRequired!: boolean;

  @Column({ name: 'custom_field1', type: 'varchar', length: 80, nullable: true })
  customField1!: string | null;

  @Column({ name: 'custom_field2', type: 'varchar', length: 80, nullable: true })
  customField2!: string | null;

  @Column({ name: 'custom_field1_required', type: 'boolean', default: false })
  customField1Required!: boolean;

  @Column({ name: 'custom_field2_required', type: 'boolean', default: false })
  customField2Required!: boolean;

  @Column({ name: 'custom_field1_options', type: 'jsonb', default: () => `'[]'` })
  customField1Options!: string[];

  @Column({ name: 'custom_field2_options', type: 'jsonb', default: () => `'[]'` })
  customField2Options!: string[];

  @Column({ name: 'doi_email_subject', type: 'varchar', length: 200, nullable: true })
  doiEmailSubject!: string | null;

  @Column({ name: 'doi_email_body', type: 'text', nullable: true })
  doiEmailBody!: string | null;

  @Column({ name: 'welcome_email_subject', type: 'varchar', length: 200, nullable: true })
  welcomeEmailSubject!: string | null;

  @Column({ name: 'welcome_email_body', type: 'text', nullable: true })
  welcomeEmailBody!: string | null;

  @Column({ name: 'cta_button_text', type: 'varchar', length: 80, nullable: true })
  ctaButtonText!: string | null;

  @Column({ name: 'privacy_text', type: 'text', nullable: true })
  privacyText!: string | null;

  @Column({ name: 'privacy_url', type: 'text', nullable: true })
  privacyUrl!: string | null;

  @Column({ name: 'submit_button_text', type: 'varchar', length: 80, nullable: true })
  submitButtonText!: string | null;

  // ---- English versions of the organiser's texts (null: the German text, see event-texts.ts)

  @Column({ name: 'intro_text_en', type: 'text', nullable: true })
  introTextEn!: string | null;

  @Column({ name: 'privacy_text_en', type: 'text', nullable: true })
  privacyTextEn!: string | null;

  @Column({ name: 'submit_button_text_en', type: 'varchar', length: 80, nullable: true })
  submitButtonTextEn!: string | null;

  @Column({ name: 'doi_email_subject_en', type: 'varchar', length: 200, nullable: true })
  doiEmailSubjectEn!: string | null;

  @Column({ name: 'doi_email_body_en', type: 'text', nullable: true })
  doiEmailBodyEn!: string | null;

  @Column({ name: 'welcome_email_subject_en', type: 'varchar', length: 200, nullable: true })
  welcomeEmailSubjectEn!: string | null;

  @Column({ name: 'welcome_email_body_en', type: 'text', nullable: true })
  welcomeEmailBodyEn!: string | null;

  @Column({ name: 'cta_button_text_en', type: 'varchar', length: 80, nullable: true })
  ctaButtonTextEn!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
