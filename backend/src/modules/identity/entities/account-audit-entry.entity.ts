import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One thing a member did in an account (who, what, to whom), for the account's audit. */
@Entity('account_audit_entries')
export class AccountAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId!: string | null;

  /** The actor's name at the time (kept when the user is renamed or deleted). */
  @Column({ name: 'actor_name', type: 'varchar', length: 200 })
  actorName!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
