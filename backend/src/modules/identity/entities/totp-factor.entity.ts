import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's authenticator app (TOTP): one per user, pending until a first code enables it. */
@Entity('totp_factors')
export class TotpFactor {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The shared secret, AES-256-GCM encrypted (domain/second-factor.ts): iv, tag, ciphertext. */
  @Column({ name: 'secret_encrypted', type: 'bytea' })
  secretEncrypted!: Buffer;

  /** null while the setup waits for its first code. */
  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt!: Date | null;

  /** The last time step a code was accepted for: a code of it or an earlier one is refused (no replay). */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
