import { PickType } from '@nestjs/swagger';
import { QualifyLeadDto } from '../../lead-desk';

/**
 * PATCH /api/v1/leads/{id}: the lead desk's qualification without the note. What is sent
 * changes, what is left out stays: `rating: null` clears the rating, `tags` replaces the list
 * (at most 10, each at most 30 characters). Unknown fields are refused.
 */
export class PublicLeadChangeDto extends PickType(QualifyLeadDto, ['rating', 'tags'] as const) {}
