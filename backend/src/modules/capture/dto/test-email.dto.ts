import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import type { VisitorMailKind } from '../domain/visitor-mail.composer';
import { bilingual } from '../../../common/i18n/localized';

export class TestEmailDto {
  @ApiProperty({ enum: ['doi', 'welcome'] })
  @IsIn(['doi', 'welcome'], { message: bilingual("Bitte wähle die Test-E-Mail: 'doi' oder 'welcome'.", "Please choose the test email: 'doi' or 'welcome'.") })
  type!: VisitorMailKind;

  @ApiPropertyOptional({ enum: LOCALES, description: "The mail as a visitor in this language gets it; default 'de'" })
  @IsIn(LOCALES, { message: bilingual("Die Sprache der Test-E-Mail muss 'de' oder 'en' sein.", "The test email’s language must be 'de' or 'en'.") })
  @IsOptional()
  lang?: Locale;
}
