import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { bilingual } from '../../../common/i18n/localized';

export class QrQueryDto {
  @ApiPropertyOptional({ enum: ['png', 'svg'], description: 'png (default): a data URL; svg: the SVG text' })
  @IsIn(['png', 'svg'], { message: bilingual("Das Format muss 'png' oder 'svg' sein.", "The format must be 'png' or 'svg'.") })
  @IsOptional()
  format?: 'png' | 'svg';
}
