import { IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms';

const RESPONSE_MESSAGE = 'Die Antwort des Passkeys fehlt. Bitte versuche es noch einmal.';

/** POST /api/account/security/passkeys */
export class RegisterPasskeyDto {
  /** The user's own name for it, e.g. 'MacBook' or 'YubiKey'. */
  @MaxLength(60, { message: 'Der Name des Passkeys darf höchstens 60 Zeichen lang sein.' })
  @IsNotEmpty({ message: 'Bitte gib dem Passkey einen Namen, z. B. „MacBook“.' })
  @IsString({ message: 'Bitte gib dem Passkey einen Namen, z. B. „MacBook“.' })
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
