import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import { bilingual } from '../../../common/i18n/localized';

export class FollowUpPreviewQueryDto {
  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: bilingual("Die Sprache der Vorschau muss 'de' oder 'en' sein.", "The preview’s language must be 'de' or 'en'.") })
  @IsOptional()
  lang?: Locale;
}

export class FollowUpTestEmailDto {
  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: bilingual("Die Sprache der Test-E-Mail muss 'de' oder 'en' sein.", "The test email’s language must be 'de' or 'en'.") })
  @IsOptional()
  lang?: Locale;
}
