import { IsEmail, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { ACCOUNT_ROLES, type AccountRole } from '../../../common/auth/access-policy';
import { Trim, TrimLower } from '../../../common/validation/transforms';

const ROLE_MESSAGE = 'Bitte wähle eine Rolle: Inhaber (owner), Verwaltung (manager) oder Standteam (staff).';

/** PATCH /api/account */
export class RenameAccountDto {
  @MaxLength(200, { message: 'Der Kontoname darf höchstens 200 Zeichen lang sein.' })
  @IsNotEmpty({ message: 'Bitte gib einen Kontonamen ein.' })
  @IsString({ message: 'Bitte gib einen Kontonamen ein.' })
  @Trim()
  name!: string;
}

/** POST /api/account/switch */
export class SwitchAccountDto {
  @IsUUID('all', { message: 'Dieses Konto wurde nicht gefunden.' })
  @IsString({ message: 'Bitte wähle ein Konto.' })
  accountId!: string;
}

/** POST /api/account/invitations */
export class InviteMemberDto {
  @IsEmail({}, { message: 'Bitte gib eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254, { message: 'Die E-Mail-Adresse ist zu lang.' })
  @IsNotEmpty({ message: 'Bitte gib die E-Mail-Adresse der Person ein, die du einladen möchtest.' })
  @IsString({ message: 'Bitte gib die E-Mail-Adresse der Person ein, die du einladen möchtest.' })
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
