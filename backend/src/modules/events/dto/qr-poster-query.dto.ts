import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { POSTER_SIZES, PosterSize } from '../domain/qr-poster.pdf';
import { bilingual } from '../../../common/i18n/localized';

export class QrPosterQueryDto {
  @ApiPropertyOptional({ enum: POSTER_SIZES, description: 'Paper size, A4 (default) or A5' })
  @IsIn(POSTER_SIZES, { message: bilingual("Das Papierformat muss 'A4' oder 'A5' sein.", "The paper size must be 'A4' or 'A5'.") })
  @IsOptional()
  size?: PosterSize;
}
