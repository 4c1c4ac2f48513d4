import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import type { VisitorMailKind } from '../domain/visitor-mail.composer';

export class TestEmailDto {
  @ApiProperty({ enum: ['doi', 'welcome'] })
  @IsIn(['doi', 'welcome'], { message: "Bitte wähle die Test-E-Mail: 'doi' oder 'welcome'." })
  type!: VisitorMailKind;

  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: "Die Sprache der Test-E-Mail muss 'de' oder 'en' sein." })
  @IsOptional()
  lang?: Locale;
}
