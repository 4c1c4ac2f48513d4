import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditTargetType = 'user' | 'event';

/** One admin action: who, what, when. `details` never holds a secret (no password, no hash) nor personal data. */
@Entity('admin_audit_log')
export class AdminAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** null once that admin's account is deleted. */
  @Column({ name: 'admin_user_id', type: 'uuid', nullable: true })
  adminUserId!: string | null;

  /** e.g. 'user.create', 'event.export', 'admin.login' */
  @Column({ type: 'varchar', length: 40 })
  action!: string;

  @Column({ name: 'target_type', type: 'varchar', length: 20 })
  targetType!: AuditTargetType;

  @Column({ name: 'target_id', type: 'uuid', nullable: true })
  targetId!: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
