import { ApiProperty } from '@nestjs/swagger';

/** One of the account's events (GET /api/v1/events), newest first. */
export class PublicEventAnswer {
  @ApiProperty({ format: 'uuid', example: '3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41' })
  id!: string;
  @ApiProperty({ example: 'Hannover Messe 2026' })
  name!: string;
  /** The last part of the form's address. */
  @ApiProperty({ example: 'hannover-messe-2026' })
  slug!: string;
  /** `archived`: the form takes no more leads. */
  @ApiProperty({ enum: ['active', 'archived'], example: 'active' })
  status!: 'active' | 'archived';
  /** The public form's address. */
  @ApiProperty({ format: 'uri', example: 'https://app.fairleads.de/form/muster-gmbh/hannover-messe-2026' })
  formUrl!: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-02T09:15:00.000Z' })
  createdAt!: Date;
}
