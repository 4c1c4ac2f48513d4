import { IsEmail, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { ACCOUNT_ROLES, type AccountRole } from '../../../common/auth/access-policy';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { bilingual } from '../../../common/i18n/localized';

const ROLE_MESSAGE = bilingual('Bitte wähle eine Rolle: Inhaber (owner), Verwaltung (manager) oder Standteam (staff).', 'Please choose a role: owner, manager or stand team (staff).');

/** PATCH /api/account */
export class RenameAccountDto {
  @MaxLength(200, { message: bilingual('Der Kontoname darf höchstens 200 Zeichen lang sein.', 'The account name can be at most 200 characters long.') })
  @IsNotEmpty({ message: bilingual('Bitte gib einen Kontonamen ein.', 'Please enter an account name.') })
  @IsString({ message: bilingual('Bitte gib einen Kontonamen ein.', 'Please enter an account name.') })
  @Trim()
  name!: string;
}

/** POST /api/account/switch */
export class SwitchAccountDto {
  @IsUUID('all', { message: bilingual('Dieses Konto wurde nicht gefunden.', 'This account was not found.') })
  @IsString({ message: bilingual('Bitte wähle ein Konto.', 'Please choose an account.') })
  accountId!: string;
}

/** POST /api/account/invitations */
export class InviteMemberDto {
  @IsEmail({}, { message: bilingual('Bitte gib eine gültige E-Mail-Adresse ein.', 'Please enter a valid email address.') })
  @MaxLength(254, { message: bilingual('Die E-Mail-Adresse ist zu lang.', 'The email address is too long.') })
  @IsNotEmpty({ message: bilingual('Bitte gib die E-Mail-Adresse der Person ein, die du einladen möchtest.', 'Please enter the email address of the person you want to invite.') })
  @IsString({ message: bilingual('Bitte gib die E-Mail-Adresse der Person ein, die du einladen möchtest.', 'Please enter the email address of the person you want to invite.') })
  @TrimLower()
  email!: string;

  @IsIn(ACCOUNT_ROLES, { message: ROLE_MESSAGE })
  role!: AccountRole;
}

/** PATCH /api/account/members/{userId} */
export class ChangeRoleDto {
  @IsIn(ACCOUNT_ROLES, { message: ROLE_MESSAGE })
  role!: AccountRole;
}
