import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account's acceptance of one version of the processing agreement (AVV). */
@Entity('avv_acceptances')
export class AvvAcceptance {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'document_version', type: 'varchar', length: 20 })
  documentVersion!: string;

  @Column({ name: 'accepted_at', type: 'timestamptz' })
  acceptedAt!: Date;
}
