import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';

export class FollowUpPreviewQueryDto {
  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: "Die Sprache der Vorschau muss 'de' oder 'en' sein." })
  @IsOptional()
  lang?: Locale;
}

export class FollowUpTestEmailDto {
  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: "Die Sprache der Test-E-Mail muss 'de' oder 'en' sein." })
  @IsOptional()
  lang?: Locale;
}
