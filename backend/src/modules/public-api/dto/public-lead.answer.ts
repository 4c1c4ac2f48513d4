import { ApiProperty } from '@nestjs/swagger';
import { LEAD_SOURCES, type LeadSource } from '@fairleads/shared/lead-source';

/** An answer to one of the event's own form fields, under the event's label. */
export class PublicLeadAnswerItem {
  @ApiProperty({ example: 'Firma' })
  label!: string;
  @ApiProperty({ example: 'Muster GmbH' })
  value!: string;
}

/**
 * A lead as the public API shows it: a stable contract of its own (fields are added, never
 * renamed or removed within /api/v1).
 */
export class PublicLeadAnswer {
  @ApiProperty({ format: 'uuid', example: '9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34' })
  id!: string;
  @ApiProperty({ format: 'uuid', example: '3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41' })
  eventId!: string;
  @ApiProperty({ example: 'Hannover Messe 2026' })
  eventName!: string;
  /** `pending`: the double opt-in is not confirmed yet. */
  @ApiProperty({ enum: ['pending', 'confirmed'], example: 'confirmed' })
  status!: 'pending' | 'confirmed';
  @ApiProperty({ type: 'string', nullable: true, example: 'Erika Mustermann' })
  name!: string | null;
  @ApiProperty({ format: 'email', example: 'erika.mustermann@example.com' })
  email!: string;
  /** The answers to the event's own fields (name and e-mail have their own). */
  @ApiProperty({ type: [PublicLeadAnswerItem] })
  answers!: PublicLeadAnswerItem[];
  /** The stand team's rating. */
  @ApiProperty({ enum: ['hot', 'warm', 'cold'], nullable: true, example: 'hot' })
  rating!: 'hot' | 'warm' | 'cold' | null;
  @ApiProperty({ type: [String], example: ['Neukunde', 'Rückruf'] })
  tags!: string[];
  /**
   * Where the lead came from: `form` (the visitor's own phone), `stand` (typed by the stand team),
   * `badge` (prefilled from a scanned badge), `card` (prefilled from a business card photo).
   */
  @ApiProperty({ enum: LEAD_SOURCES, example: 'badge' })
  source!: LeadSource;
  @ApiProperty({ format: 'date-time', example: '2026-03-02T10:41:07.000Z' })
  createdAt!: Date;
  /** When the double opt-in was confirmed (without double opt-in: the capture); null while pending. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, example: '2026-03-02T10:43:51.000Z' })
  confirmedAt!: Date | null;
  /** The last change of what this API shows of the lead (capture, confirmation, rating or tags). */
  @ApiProperty({ format: 'date-time', example: '2026-03-02T11:02:30.000Z' })
  updatedAt!: Date;
}

/** In a `since` answer: a lead that no longer matches the filters, or was erased. */
export class PublicRemovedLeadAnswer {
  @ApiProperty({ format: 'uuid', example: '0c4e8d2a-7f1b-4c9e-a6d3-8e2b5f0a9c17' })
  id!: string;
  @ApiProperty({ enum: [true], example: true })
  removed!: true;
}
