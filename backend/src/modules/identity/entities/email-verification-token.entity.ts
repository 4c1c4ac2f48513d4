import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One registration attempt waiting for its mail link. It carries the credentials of that
 * attempt: whoever follows the link in the mailbox activates the account with the password
 * they chose, so nobody can pre-register someone else's address with a password of their own.
 */
@Entity('email_verification_tokens')
export class EmailVerificationToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** sha256 of the token in the link; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The slug of the account the activation makes (held while pending); null for a registration from an invitation. */
  @Column({ name: 'company_slug', type: 'varchar', length: 50, nullable: true })
  companySlug!: string | null;

  /** The invitation whose account the activation joins, instead of making one. */
  @Column({ name: 'invitation_id', type: 'uuid', nullable: true })
  invitationId!: string | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
