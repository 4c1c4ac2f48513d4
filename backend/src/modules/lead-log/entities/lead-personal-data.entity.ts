import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The forgettable part of a lead: erasure deletes this row; the log keeps only facts. */
@Entity('lead_personal_data')
export class LeadPersonalData {
  @PrimaryColumn({ name: 'lead_id', type: 'uuid' })
  leadId!: string;

  @Column({ name: 'owner_event_id', type: 'uuid' })
  ownerEventId!: string;

  /** Lowercased; one lead per (event, e-mail). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  @Column({ name: 'custom_field1', type: 'varchar', length: 200, nullable: true })
  customField1!: string | null;

  @Column({ name: 'custom_field2', type: 'varchar', length: 200, nullable: true })
  customField2!: string | null;

  /** The stand team's note on the lead: personal data too, so erasure takes it. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  note!: string | null;
}
