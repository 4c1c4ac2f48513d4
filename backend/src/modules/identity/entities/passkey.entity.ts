import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** bigint arrives as a string; an authenticator's counter is a 32-bit number. */
const counterAsNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/** A WebAuthn credential (passkey) a user registered; it signs them in without password or code. */
@Entity('passkeys')
export class Passkey {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The credential's id as the browser sends it (base64url). */
  @Column({ name: 'credential_id', type: 'text' })
  credentialId!: string;

  /** The COSE public key from the registration. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey!: Buffer;

  /** The authenticator's signature counter (0 for those that keep none, e.g. synced passkeys). */
  @Column({ type: 'bigint', transformer: counterAsNumber })
  counter!: number;

  @Column({ type: 'text', array: true })
  transports!: string[];

  /** 'multiDevice': a synced passkey (may be backed up); 'singleDevice': bound to one authenticator. */
  @Column({ name: 'device_type', type: 'varchar', length: 20 })
  deviceType!: 'singleDevice' | 'multiDevice';

  @Column({ name: 'backed_up', type: 'boolean' })
  backedUp!: boolean;

  /** The user's own name for it ('MacBook', 'YubiKey'). */
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
