import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { CompanySlugRules } from '../../identity';

export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Default credits of a user the admin creates (spec: default 1, minimum 0). */
export const DEFAULT_EVENT_CREDITS = 1;
const MAX_EVENT_CREDITS = 100_000;

const M = {
  nameRequired: 'Name ist erforderlich',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  emailTooLong: 'Die E-Mail-Adresse ist zu lang.',
  passwordRequired: 'Passwort ist erforderlich',
  passwordTooShort: 'Passwort muss mindestens 6 Zeichen lang sein',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  slugRequired: 'Firmen-Slug ist erforderlich',
  role: 'Die Rolle muss „user“ oder „admin“ sein.',
  creditsInt: 'Event-Credits müssen eine ganze Zahl sein.',
  creditsMin: 'Event-Credits dürfen nicht negativ sein.',
  creditsMax: `Event-Credits dürfen höchstens ${MAX_EVENT_CREDITS.toLocaleString('de-DE')} betragen.`,
  isActive: 'Die Angabe „aktiv“ muss true oder false sein.',
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
