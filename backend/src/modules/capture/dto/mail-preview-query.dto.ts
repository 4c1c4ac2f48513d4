import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import type { VisitorMailKind } from '../domain/visitor-mail.composer';

export class MailPreviewQueryDto {
  @ApiProperty({ enum: ['doi', 'welcome'] })
  @IsIn(['doi', 'welcome'], { message: "Bitte wähle die Vorschau: 'doi' oder 'welcome'." })
  type!: VisitorMailKind;

  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: "Die Sprache der Vorschau muss 'de' oder 'en' sein." })
  @IsOptional()
  lang?: Locale;
}
