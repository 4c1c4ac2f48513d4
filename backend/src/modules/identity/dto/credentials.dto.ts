import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim, TrimLower } from '../../../common/validation/transforms';
import { EmailRules, PasswordRules } from './register.dto';
import { bilingual } from '../../../common/i18n/localized';

const EMAIL_REQUIRED = bilingual('Bitte gib deine E-Mail-Adresse ein.', 'Please enter your email address.');
const NEW_PASSWORD_REQUIRED = bilingual('Bitte gib ein neues Passwort ein.', 'Please enter a new password.');
const CURRENT_PASSWORD_REQUIRED = bilingual('Bitte gib dein aktuelles Passwort ein.', 'Please enter your current password.');

/**
 * The current password as the sign-in takes it (trimmed); longer than any password the rules
 * allow is wrong anyway, so it is refused before argon2 sees it.
 */
function CurrentPassword(): PropertyDecorator {
  // applied in the order they are checked, as stacked decorators are from the bottom up
  return applyDecorators(
    Trim(),
    IsString({ message: CURRENT_PASSWORD_REQUIRED }),
    IsNotEmpty({ message: CURRENT_PASSWORD_REQUIRED }),
    MaxLength(200, { message: bilingual('Das aktuelle Passwort ist falsch.', 'The current password is wrong.') }),
  );
}

/** POST /api/auth/password-reset */
export class PasswordResetRequestDto {
  @EmailRules()
  @IsNotEmpty({ message: EMAIL_REQUIRED })
  @IsString({ message: EMAIL_REQUIRED })
  @TrimLower()
  email!: string;
}

/** POST /api/auth/password-reset/{token}: the new password, by registration's rules. */
export class PasswordResetDto {
  @PasswordRules()
  @IsNotEmpty({ message: NEW_PASSWORD_REQUIRED })
  @IsString({ message: NEW_PASSWORD_REQUIRED })
  @Trim()
  password!: string;
}

/** PUT /api/account/password */
export class ChangePasswordDto {
  @CurrentPassword()
  currentPassword!: string;

  @PasswordRules()
  @IsNotEmpty({ message: NEW_PASSWORD_REQUIRED })
  @IsString({ message: NEW_PASSWORD_REQUIRED })
  @Trim()
  newPassword!: string;
}

/** POST /api/account/email-change */
export class EmailChangeDto {
  @CurrentPassword()
  currentPassword!: string;

  @EmailRules()
  @IsNotEmpty({ message: bilingual('Bitte gib die neue E-Mail-Adresse ein.', 'Please enter the new email address.') })
  @IsString({ message: bilingual('Bitte gib die neue E-Mail-Adresse ein.', 'Please enter the new email address.') })
  @TrimLower()
  newEmail!: string;
}
