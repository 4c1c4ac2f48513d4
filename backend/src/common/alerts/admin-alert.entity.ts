import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Something an administrator must look at (a job that failed for good). No personal data. */
@Entity('admin_alerts')
export class AdminAlert {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** e.g. 'job_failed' */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  /** One German sentence for the admin panel's 'Systemmeldungen'. */
  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
