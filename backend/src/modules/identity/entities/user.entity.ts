import type { Locale } from '../../../common/i18n/locale';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserRole = 'user' | 'admin' | 'superadmin';

/** A person who signs in; what they work on belongs to the accounts they are a member of. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored trimmed and lowercased; unique. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** argon2id */
  @Column({ name: 'password_hash', type: 'text', select: true })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 20, default: 'user' })
  role!: UserRole;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** The sign-in before the latest: null while the organiser is in their first session. */
  @Column({ name: 'previous_login_at', type: 'timestamptz', nullable: true })
  previousLoginAt!: Date | null;

  @Column({ name: 'lead_notifications_enabled', type: 'boolean', default: true })
  leadNotificationsEnabled!: boolean;

  @Column({ name: 'weekly_reports_enabled', type: 'boolean', default: true })
  weeklyReportsEnabled!: boolean;

  /** The language of the organiser area and of the mails to this user (chosen at sign-up, changed in the settings). */
  @Column({ type: 'varchar', length: 2, default: 'de' })
  locale!: Locale;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
