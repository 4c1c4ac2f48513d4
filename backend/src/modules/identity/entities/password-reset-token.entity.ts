import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One password reset link (/passwort-zuruecksetzen/:token), spent when used or superseded by a newer request. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** sha256 of the token in the link; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** Set when a newer link of the same user (or a change of address or password) made this one void. */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;

  /** Set from the app's clock, so the per-hour count follows it. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
