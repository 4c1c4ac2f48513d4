import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One link that moves a user to a new address (/e-mail-aendern/:token), mailed to that address. */
@Entity('email_change_tokens')
export class EmailChangeToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** sha256 of the token in the link; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  /** Trimmed and lowercased. */
  @Column({ name: 'new_email', type: 'varchar', length: 254 })
  newEmail!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** Set when a newer request, or a new password, made this link void. */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;

  /** Set from the app's clock. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
