import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsIn, IsNotEmpty, IsNotIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  COMPANY_SLUG_MAX_LENGTH,
  COMPANY_SLUG_MIN_LENGTH,
  COMPANY_SLUG_PATTERN,
  PASSWORD_MIN_LENGTH,
  RESERVED_COMPANY_SLUGS,
} from '@fairleads/shared/account-rules';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { bilingual } from '../../../common/i18n/localized';

const ALL_REQUIRED = bilingual('Alle Felder sind erforderlich', 'All fields are required');

/**
 * The format rules of a company slug (after "required"), checked in this order: length, then
 * characters, then the reserved words. Shared by registration and the admin's user creation.
 */
export function CompanySlugRules(): PropertyDecorator {
  return applyDecorators(
    MinLength(COMPANY_SLUG_MIN_LENGTH, { message: bilingual('Firmen-Slug muss mindestens 3 Zeichen lang sein', 'The company slug must be at least 3 characters long') }),
    MaxLength(COMPANY_SLUG_MAX_LENGTH, { message: bilingual('Der Firmen-Slug darf höchstens 50 Zeichen lang sein.', 'The company slug can be at most 50 characters long.') }),
    Matches(COMPANY_SLUG_PATTERN, { message: bilingual('Der Firmen-Slug darf nur Kleinbuchstaben (a-z), Ziffern und Bindestriche enthalten.', 'The company slug may only contain lowercase letters (a-z), digits and hyphens.') }),
    IsNotIn(RESERVED_COMPANY_SLUGS, { message: bilingual('Dieser Firmen-Slug ist für die App reserviert. Bitte wähle einen anderen.', 'This company slug is reserved for the app. Please choose another one.') }),
  );
}

/** The format rules of an account's address (after "required"), checked in this order; shared by registration, reset request and address change. */
export function EmailRules(): PropertyDecorator {
  return applyDecorators(
    MaxLength(254, { message: bilingual('Die E-Mail-Adresse ist zu lang.', 'The email address is too long.') }),
    IsEmail({}, { message: bilingual('Bitte gib eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.') }),
  );
}

/** The rules of a new password (after "required"), checked in this order; shared by registration, reset and change. */
export function PasswordRules(): PropertyDecorator {
  return applyDecorators(
    MinLength(PASSWORD_MIN_LENGTH, { message: bilingual('Passwort muss mindestens 6 Zeichen lang sein', 'The password must be at least 6 characters long') }),
    MaxLength(200, { message: bilingual('Das Passwort darf höchstens 200 Zeichen lang sein.', 'The password can be at most 200 characters long.') }),
  );
}

/*
 * class-validator checks a field's rules from the bottom decorator up, and the pipe stops at a
 * field's first failure: so "required" sits lowest. Across fields, the first bad field wins.
 */
export class RegisterDto {
  @EmailRules()
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: ALL_REQUIRED })
  @TrimLower()
  email!: string;

  @MaxLength(100, { message: bilingual('Der Name darf höchstens 100 Zeichen lang sein.', 'The name can be at most 100 characters long.') })
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: ALL_REQUIRED })
  @Trim()
  name!: string;

  /** The slug of the new account; not asked for a registration from an invitation. */
  @CompanySlugRules()
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: ALL_REQUIRED })
  @ValidateIf((dto: RegisterDto) => dto.invitationToken === undefined || dto.invitationToken === null)
  @Trim()
  companySlug?: string;

  /** The token of an invitation link: the activation joins that account instead of making one. */
  @MaxLength(200, { message: bilingual('Diese Einladung gilt nicht (mehr).', 'This invitation is no longer valid.') })
  @IsString({ message: bilingual('Diese Einladung gilt nicht (mehr).', 'This invitation is no longer valid.') })
  @IsOptional()
  invitationToken?: string;

  @PasswordRules()
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: ALL_REQUIRED })
  @Trim()
  password!: string;

  /** The language of the organiser area and the mails ('de' or 'en'); without it, the request's Accept-Language. */
  @IsIn(LOCALES, { message: bilingual('Die Sprache muss „de“ oder „en“ sein.', 'The language must be “de” or “en”.') })
  @IsOptional()
  locale?: Locale;
}
