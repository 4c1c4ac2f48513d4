import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import type { VisitorMailKind } from '../domain/visitor-mail.composer';
import { bilingual } from '../../../common/i18n/localized';

export class MailPreviewQueryDto {
  @ApiProperty({ enum: ['doi', 'welcome'] })
  @IsIn(['doi', 'welcome'], { message: bilingual("Bitte wähle die Vorschau: 'doi' oder 'welcome'.", "Please choose the preview: 'doi' or 'welcome'.") })
  type!: VisitorMailKind;

  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: bilingual("Die Sprache der Vorschau muss 'de' oder 'en' sein.", "The preview’s language must be 'de' or 'en'.") })
  @IsOptional()
  lang?: Locale;
}
