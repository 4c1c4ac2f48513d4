import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ORGANISER_ERASE_REASONS, type EraseReason } from '@fairleads/shared/erasure';
import { bilingual } from '../../../common/i18n/localized';

/** The organiser's 'Lead löschen' (POST /api/leads/{id}/erase): a reason from the fixed list, no free text. */
export class EraseLeadDto {
  @ApiProperty({ enum: ORGANISER_ERASE_REASONS })
  @IsIn(ORGANISER_ERASE_REASONS, { message: bilingual('Bitte wähle einen Grund für das Löschen aus der Liste.', 'Please choose a reason for the erasure from the list.') })
  reason!: EraseReason;
}
