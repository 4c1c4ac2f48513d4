import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One fact in a lead's stream. Insert-only (a trigger refuses UPDATE and stray DELETEs). */
@Entity('lead_events')
export class LeadEventRecord {
  /** Global order of the log. */
  @PrimaryColumn({ type: 'bigint', generated: 'identity' })
  position!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  /** The stream. */
  @Column({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  /** Per-stream version; unique with lead_id (optimistic concurrency). */
  @Column({ type: 'int' })
  version!: number;

  /** The organiser's event the lead belongs to (whole streams go with it). */
  @Column({ name: 'owner_event_id', type: 'uuid' })
  ownerEventId!: string;

  @Column({ type: 'varchar', length: 40 })
  type!: string;

  @Column({ name: 'schema_version', type: 'smallint', default: 1 })
  schemaVersion!: number;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  metadata!: Record<string, unknown>;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;
}
