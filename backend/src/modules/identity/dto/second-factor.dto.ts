import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { bilingual } from '../../../common/i18n/localized';

const CODE_MESSAGE = bilingual('Bitte gib den Code aus deiner Authenticator-App ein.', 'Please enter the code from your authenticator app.');
const CODE_OR_RECOVERY_MESSAGE = bilingual('Bitte gib den Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.', 'Please enter the code from your authenticator app or a recovery code.');
const PASSWORD_MESSAGE = bilingual('Bitte gib dein Passwort ein.', 'Please enter your password.');

/** POST /api/account/security/totp/enable */
export class EnableTotpDto {
  /** The six digits the app shows for the new secret. */
  @MaxLength(20, { message: CODE_MESSAGE })
  @IsNotEmpty({ message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  code!: string;
}

/** POST /api/auth/login/2fa and /api/admin/login/2fa: a TOTP code (six digits) or a recovery code ('xxxxx-xxxxx'). */
export class SecondFactorCodeDto {
  @MaxLength(40, { message: CODE_OR_RECOVERY_MESSAGE })
  @IsNotEmpty({ message: CODE_OR_RECOVERY_MESSAGE })
  @IsString({ message: CODE_OR_RECOVERY_MESSAGE })
  code!: string;
}

/** POST /api/account/security/totp/disable */
export class DisableTotpDto extends SecondFactorCodeDto {
  @MaxLength(200, { message: PASSWORD_MESSAGE })
  @IsNotEmpty({ message: PASSWORD_MESSAGE })
  @IsString({ message: PASSWORD_MESSAGE })
  password!: string;
}

/** POST /api/account/security/recovery-codes */
export class RenewRecoveryCodesDto {
  @MaxLength(200, { message: PASSWORD_MESSAGE })
  @IsNotEmpty({ message: PASSWORD_MESSAGE })
  @IsString({ message: PASSWORD_MESSAGE })
  password!: string;
}

/** PUT /api/account/team/security */
export class TeamSecurityDto {
  @IsBoolean({ message: bilingual('Bitte gib an, ob die Zwei-Faktor-Anmeldung verlangt wird (true oder false).', 'Please say whether two-factor sign-in is required (true or false).') })
  requireSecondFactor!: boolean;
}
