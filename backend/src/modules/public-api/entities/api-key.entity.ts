import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyScope } from '../../../common/auth/access-policy';

/** An account's key for the public API; the key itself is never stored, only its SHA-256. */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** The member's name for it ('Zapier', 'HubSpot-Import'). */
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'text', array: true })
  scopes!: ApiKeyScope[];

  /** SHA-256 of the whole key, hex. */
  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash!: string;

  /** The key's first 12 characters ('flk_' and 8 more), to recognise it in lists. */
  @Column({ type: 'varchar', length: 12 })
  prefix!: string;

  @Column({ name: 'created_by_user_id', type: 'uuid', nullable: true })
  createdByUserId!: string | null;

  /** The member's name when they made it, kept after they leave. */
  @Column({ name: 'created_by_name', type: 'varchar', length: 200 })
  createdByName!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
