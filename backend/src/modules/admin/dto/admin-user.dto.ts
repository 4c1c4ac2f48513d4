import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { CompanySlugRules } from '../../identity';
import { bilingual } from '../../../common/i18n/localized';

export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Default credits of a user the admin creates (spec: default 1, minimum 0). */
export const DEFAULT_EVENT_CREDITS = 1;
const MAX_EVENT_CREDITS = 100_000;

const M = {
  nameRequired: bilingual('Name ist erforderlich', 'Name is required'),
  nameTooLong: bilingual('Der Name darf höchstens 100 Zeichen lang sein.', 'The name can be at most 100 characters long.'),
  emailRequired: bilingual('E-Mail ist erforderlich', 'Email is required'),
  emailInvalid: bilingual('Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.'),
  emailTooLong: bilingual('Die E-Mail-Adresse ist zu lang.', 'The email address is too long.'),
  passwordRequired: bilingual('Passwort ist erforderlich', 'Password is required'),
  passwordTooShort: bilingual('Passwort muss mindestens 6 Zeichen lang sein', 'The password must be at least 6 characters long'),
  passwordTooLong: bilingual('Das Passwort darf höchstens 200 Zeichen lang sein.', 'The password can be at most 200 characters long.'),
  slugRequired: bilingual('Firmen-Slug ist erforderlich', 'Company slug is required'),
  role: bilingual('Die Rolle muss „user“ oder „admin“ sein.', 'The role must be “user” or “admin”.'),
  creditsInt: bilingual('Event-Credits müssen eine ganze Zahl sein.', 'Event credits must be a whole number.'),
  creditsMin: bilingual('Event-Credits dürfen nicht negativ sein.', 'Event credits cannot be negative.'),
  creditsMax: bilingual(`Event-Credits dürfen höchstens ${MAX_EVENT_CREDITS.toLocaleString('de-DE')} betragen.`, `Event credits can be at most ${MAX_EVENT_CREDITS.toLocaleString('en-GB')}.`),
  isActive: bilingual('Die Angabe „aktiv“ muss true oder false sein.', 'The “active” setting must be true or false.'),
} as const;

/** Skips a field only when it is missing: null is checked (and refused) like any other value. */
const Absent = () => ValidateIf((_object, value) => value !== undefined);

/* class-validator checks a field's rules from the bottom decorator up; the pipe stops at the first failure. */
export class CreateAdminUserDto {
  @MaxLength(100, { message: M.nameTooLong })
  @IsNotEmpty({ message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @Trim()
  name!: string;

  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailTooLong })
  @IsNotEmpty({ message: M.emailRequired })
  @IsString({ message: M.emailRequired })
  @TrimLower()
  email!: string;

  @MaxLength(200, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  @Trim()
  password!: string;

  @CompanySlugRules()
  @IsNotEmpty({ message: M.slugRequired })
  @IsString({ message: M.slugRequired })
  @Trim()
  companySlug!: string;

  @IsIn(ASSIGNABLE_ROLES, { message: M.role })
  @IsOptional()
  role?: AssignableRole;

  @Max(MAX_EVENT_CREDITS, { message: M.creditsMax })
  @Min(0, { message: M.creditsMin })
  @IsInt({ message: M.creditsInt })
  @IsOptional()
  eventCredits?: number;
}

/** Any of the fields; an absent field stays as it is. */
export class UpdateAdminUserDto {
  @MaxLength(100, { message: M.nameTooLong })
  @IsNotEmpty({ message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  @Trim()
  @Absent()
  name?: string;

  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailTooLong })
  @IsNotEmpty({ message: M.emailRequired })
  @IsString({ message: M.emailRequired })
  @TrimLower()
  @Absent()
  email?: string;

  @IsIn(ASSIGNABLE_ROLES, { message: M.role })
  @Absent()
  role?: AssignableRole;

  @Max(MAX_EVENT_CREDITS, { message: M.creditsMax })
  @Min(0, { message: M.creditsMin })
  @IsInt({ message: M.creditsInt })
  @Absent()
  eventCredits?: number;

  @IsBoolean({ message: M.isActive })
  @Absent()
  isActive?: boolean;
}
