import { ApiProperty } from '@nestjs/swagger';

/** GET /api/dev/outbox: one mail of the local dev outbox. */
export class DevMailAnswer {
  id!: string;
  to!: string;
  subject!: string;
  html!: string;
  text!: string;
  /** The extra headers the mail was sent with (e.g. List-Unsubscribe), by name; {} for none. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  headers!: Record<string, string>;
  createdAt!: Date;
}
