import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms';
import { bilingual } from '../../../common/i18n/localized';

const RESPONSE_MESSAGE = bilingual('Die Antwort des Passkeys fehlt. Bitte versuche es noch einmal.', 'The passkey’s response is missing. Please try again.');

/** POST /api/account/security/passkeys */
export class RegisterPasskeyDto {
  /** The user's own name for it, e.g. 'MacBook' or 'YubiKey'. */
  @MaxLength(60, { message: bilingual('Der Name des Passkeys darf höchstens 60 Zeichen lang sein.', 'The passkey’s name can be at most 60 characters long.') })
  @IsNotEmpty({ message: bilingual('Bitte gib dem Passkey einen Namen, z. B. „MacBook“.', 'Please give the passkey a name, e.g. “MacBook”.') })
  @IsString({ message: bilingual('Bitte gib dem Passkey einen Namen, z. B. „MacBook“.', 'Please give the passkey a name, e.g. “MacBook”.') })
  @Trim()
  name!: string;

  /** The RegistrationResponseJSON of @simplewebauthn/browser's startRegistration(). */
  @IsObject({ message: RESPONSE_MESSAGE })
  response!: Record<string, unknown>;
}

/** POST /api/auth/passkey */
export class PasskeySignInDto {
  /** The AuthenticationResponseJSON of @simplewebauthn/browser's startAuthentication(). */
  @IsObject({ message: RESPONSE_MESSAGE })
  response!: Record<string, unknown>;
}
