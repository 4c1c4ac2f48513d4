import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ORGANISER_ERASE_REASONS, type EraseReason } from '@fairleads/shared/erasure';

/** The organiser's 'Lead löschen' (POST /api/leads/{id}/erase): a reason from the fixed list, no free text. */
export class EraseLeadDto {
  @ApiProperty({ enum: ORGANISER_ERASE_REASONS })
  @IsIn(ORGANISER_ERASE_REASONS, { message: 'Bitte wähle einen Grund für das Löschen aus der Liste.' })
  reason!: EraseReason;
}
