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

const ALL_REQUIRED = 'Alle Felder sind erforderlich';

/**
 * The format rules of a company slug (after "required"), checked in this order: length, then
 * characters, then the reserved words. Shared by registration and the admin's user creation.
 */
export function CompanySlugRules(): PropertyDecorator {
  return applyDecorators(
    MinLength(COMPANY_SLUG_MIN_LENGTH, { message: 'Firmen-Slug muss mindestens 3 Zeichen lang sein' }),
    MaxLength(COMPANY_SLUG_MAX_LENGTH, { message: 'Der Firmen-Slug darf höchstens 50 Zeichen lang sein.' }),
    Matches(COMPANY_SLUG_PATTERN, { message: 'Der Firmen-Slug darf nur Kleinbuchstaben (a-z), Ziffern und Bindestriche enthalten.' }),
    IsNotIn(RESERVED_COMPANY_SLUGS, { message: 'Dieser Firmen-Slug ist für die App reserviert. Bitte wähle einen anderen.' }),
  );
}

/** The format rules of an account's address (after "required"), checked in this order; shared by registration, reset request and address change. */
export function EmailRules(): PropertyDecorator {
  return applyDecorators(
    MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' }),
    IsEmail({}, { message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }),
  );
}

/** The rules of a new password (after "required"), checked in this order; shared by registration, reset and change. */
export function PasswordRules(): PropertyDecorator {
  return applyDecorators(
    MinLength(PASSWORD_MIN_LENGTH, { message: 'Passwort muss mindestens 6 Zeichen lang sein' }),
    MaxLength(200, { message: 'Das Passwort darf höchstens 200 Zeichen lang sein.' }),
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

  @MaxLength(100, { message: 'Der Name darf höchstens 100 Zeichen lang sein.' })
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
  @MaxLength(200, { message: 'Diese Einladung gilt nicht (mehr).' })
  @IsString({ message: 'Diese Einladung gilt nicht (mehr).' })
  @IsOptional()
  invitationToken?: string;

  @PasswordRules()
  @IsNotEmpty({ message: ALL_REQUIRED })
  @IsString({ message: ALL_REQUIRED })
  @Trim()
  password!: string;

  /** The language of the organiser area and the mails ('de' or 'en'); without it, the request's Accept-Language. */
  @IsIn(LOCALES, { message: 'Die Sprache muss „de“ oder „en“ sein.' })
  @IsOptional()
  locale?: Locale;
}
