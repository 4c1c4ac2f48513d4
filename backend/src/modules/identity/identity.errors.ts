import { AppError } from '../../common/errors/app-error';
import type { ErrorCode } from '../../common/errors/error-codes';

/** The 429 of a locked sign-in; LoginLockedFilter sends retryAfterSeconds as the Retry-After header. */
export class LoginLockedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(remainingMs: number) {
    const minutes = Math.ceil(remainingMs / 60_000);
    super(
      429,
      'IDENTITY_LOGIN_LOCKED',
      `Zu viele Anmeldeversuche. Bitte warte ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuche es dann erneut.`,
    );
    this.retryAfterSeconds = Math.ceil(remainingMs / 1000);
  }
}

/** A 409 for a value someone else has; `errors` names its field, so the form marks it there. */
const taken = (code: ErrorCode, field: string, message: string) => new AppError(409, code, message, { errors: { [field]: message } });

/** Every message identity shows the user, in one place. */
export const IdentityErrors = {
  emailTaken: () => taken('IDENTITY_EMAIL_TAKEN', 'email', 'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.'),
  companySlugTaken: () => taken('IDENTITY_COMPANY_SLUG_TAKEN', 'companySlug', 'Dieser Firmen-Slug ist bereits vergeben. Bitte wähle einen anderen.'),
  invalidActivationLink: () => new AppError(400, 'IDENTITY_INVALID_ACTIVATION_LINK', 'Ungültiger Aktivierungslink'),
  credentialsMissing: () => new AppError(400, 'IDENTITY_CREDENTIALS_MISSING', 'E-Mail-Adresse und Passwort sind erforderlich.'),
  wrongCredentials: () => new AppError(401, 'IDENTITY_WRONG_CREDENTIALS', 'E-Mail-Adresse oder Passwort ist falsch.'),
  emailNotVerified: () =>
    new AppError(403, 'IDENTITY_EMAIL_NOT_VERIFIED', 'Bitte bestätige zuerst deine E-Mail-Adresse. Den Link dazu findest du in unserer E-Mail.'),
  accountDeactivated: () =>
    new AppError(403, 'IDENTITY_ACCOUNT_DEACTIVATED', 'Dein Account wurde deaktiviert. Bitte wende dich an den Support.'),
  tooManyLoginAttempts: (remainingMs: number) => new LoginLockedError(remainingMs),

  // sign-in security: passkeys and the session list
  passkeyChallengeMissing: () =>
    new AppError(400, 'PASSKEY_CHALLENGE_MISSING', 'Die Passkey-Anfrage ist abgelaufen oder wurde schon verwendet. Bitte versuche es noch einmal.'),
  passkeyRegistrationFailed: () =>
    new AppError(400, 'PASSKEY_REGISTRATION_FAILED', 'Der Passkey konnte nicht bestätigt werden. Bitte versuche es noch einmal.'),
  passkeyAlreadyRegistered: () => new AppError(409, 'PASSKEY_ALREADY_REGISTERED', 'Dieser Passkey ist bereits hinterlegt.'),
  passkeyLimitReached: (limit: number) =>
    new AppError(409, 'PASSKEY_LIMIT_REACHED', `Du kannst höchstens ${limit} Passkeys hinterlegen. Entferne zuerst einen, den du nicht mehr brauchst.`),
  passkeyNotFound: () => new AppError(404, 'PASSKEY_NOT_FOUND', 'Dieser Passkey wurde nicht gefunden.'),
  passkeySignInFailed: () =>
    new AppError(401, 'PASSKEY_SIGN_IN_FAILED', 'Die Anmeldung mit diesem Passkey hat nicht geklappt. Melde dich mit E-Mail-Adresse und Passwort an.'),
  sessionNotFound: () => new AppError(404, 'SESSION_NOT_FOUND', 'Diese Sitzung wurde nicht gefunden. Vielleicht ist sie bereits beendet.'),

  accountNotFound: () => new AppError(404, 'ACCOUNT_NOT_FOUND', 'Dieses Konto wurde nicht gefunden.'),
  memberNotFound: () => new AppError(404, 'ACCOUNT_MEMBER_NOT_FOUND', 'Diese Person ist kein Mitglied dieses Kontos.'),
  alreadyMember: () => taken('ACCOUNT_ALREADY_MEMBER', 'email', 'Diese Person ist bereits Mitglied in diesem Konto.'),
  youAreAlreadyMember: () => new AppError(409, 'ACCOUNT_ALREADY_MEMBER', 'Du bist bereits Mitglied in diesem Konto.'),
  lastOwner: () =>
    new AppError(409, 'ACCOUNT_LAST_OWNER', 'Ein Konto braucht mindestens eine Inhaberin oder einen Inhaber. Übergib die Inhaberschaft zuerst.'),
  forbiddenRole: () => new AppError(403, 'FORBIDDEN_ROLE', 'Dazu fehlt dir die Berechtigung in diesem Konto.'),
  invitationNotFound: () =>
    new AppError(404, 'INVITATION_NOT_FOUND', 'Diese Einladung gilt nicht (mehr): Sie wurde bereits angenommen, zurückgezogen oder neu verschickt.'),
  invitationExpired: () => new AppError(410, 'INVITATION_EXPIRED', 'Diese Einladung ist abgelaufen. Bitte lass dich erneut einladen.'),
  invitationPending: () =>
    taken('INVITATION_PENDING', 'email', 'Diese Adresse ist bereits eingeladen. Du kannst die Einladung erneut senden.'),

  // the second factor (issue 32)
  wrongSecondFactor: () =>
    new AppError(401, 'IDENTITY_WRONG_SECOND_FACTOR', 'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App oder einen Wiederherstellungscode ein.'),
  secondFactorExpired: () => new AppError(401, 'IDENTITY_SECOND_FACTOR_EXPIRED', 'Bitte melde dich erneut an.'),
  secondFactorAlreadyEnabled: () => new AppError(409, 'SECOND_FACTOR_ALREADY_ENABLED', 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.'),
  secondFactorNotEnabled: () => new AppError(409, 'SECOND_FACTOR_NOT_ENABLED', 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.'),
  secondFactorNoSetup: () => new AppError(409, 'SECOND_FACTOR_NO_SETUP', 'Bitte starte die Einrichtung der Zwei-Faktor-Anmeldung erneut.'),
  secondFactorWrongCode: () =>
    new AppError(400, 'SECOND_FACTOR_WRONG_CODE', 'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App ein.', {
      errors: { code: 'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App ein.' },
    }),
  secondFactorWrongPassword: () =>
    new AppError(400, 'SECOND_FACTOR_WRONG_PASSWORD', 'Das Passwort stimmt nicht.', { errors: { password: 'Das Passwort stimmt nicht.' } }),
  secondFactorRequiredByPolicy: () =>
    new AppError(
      409,
      'SECOND_FACTOR_REQUIRED_BY_POLICY',
      'Du brauchst eine Zwei-Faktor-Anmeldung: als Admin oder weil dein Konto sie verlangt. Deshalb kannst du sie nicht ausschalten.',
    ),
  secondFactorOwnerFirst: () =>
    new AppError(
      409,
      'SECOND_FACTOR_OWNER_FIRST',
      'Richte zuerst selbst die Zwei-Faktor-Anmeldung ein und melde dich damit an. Dann kannst du sie für alle im Konto verlangen.',
    ),
} as const;

export const IdentityMessages = {
  registered: 'Account erstellt. Bitte prüfe dein E-Mail-Postfach und klicke auf den Aktivierungslink.',
  registeredAgainUnconfirmed:
    'Diese E-Mail-Adresse ist bereits registriert, aber noch nicht bestätigt. Wir haben dir eine neue Bestätigungs-E-Mail gesendet.',
  activated: 'Dein Account wurde erfolgreich aktiviert. Du kannst dich jetzt anmelden.',
  alreadyActivated: 'Dein Account ist bereits aktiviert. Du kannst dich jetzt anmelden.',
  loggedIn: 'Erfolgreich angemeldet',
  loggedOut: 'Erfolgreich abgemeldet',
  accountDeleted: 'Dein Account und alle zugehörigen Daten wurden gelöscht.',
  leftAccount: 'Du hast das Konto verlassen.',
  secondFactorNeeded: 'Bitte gib den Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.',
  secondFactorDisabled: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
} as const;

/** Sign-in security: password reset, password and address change (their refusals and answers). */
export const CredentialErrors = {
  resetLinkInvalid: () =>
    new AppError(404, 'PASSWORD_RESET_INVALID', 'Dieser Link gilt nicht (mehr): Er wurde schon benutzt oder durch einen neueren ersetzt. Fordere bitte einen neuen an.'),
  resetLinkExpired: () => new AppError(410, 'PASSWORD_RESET_EXPIRED', 'Dieser Link ist abgelaufen. Fordere bitte einen neuen an.'),
  emailChangeLinkInvalid: () =>
    new AppError(404, 'EMAIL_CHANGE_INVALID', 'Dieser Link gilt nicht (mehr): Er wurde schon benutzt oder durch einen neueren ersetzt.'),
  emailChangeLinkExpired: () =>
    new AppError(410, 'EMAIL_CHANGE_EXPIRED', 'Dieser Link ist abgelaufen. Bitte ändere deine E-Mail-Adresse in den Einstellungen erneut.'),
  currentPasswordWrong: () =>
    new AppError(403, 'IDENTITY_CURRENT_PASSWORD_WRONG', 'Das aktuelle Passwort ist falsch.', { errors: { currentPassword: 'Das aktuelle Passwort ist falsch.' } }),
  emailUnchanged: () =>
    new AppError(400, 'IDENTITY_EMAIL_UNCHANGED', 'Das ist bereits deine E-Mail-Adresse.', { errors: { newEmail: 'Das ist bereits deine E-Mail-Adresse.' } }),
  newEmailTaken: () => taken('IDENTITY_EMAIL_TAKEN', 'newEmail', 'Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.'),
} as const;

export const CredentialMessages = {
  resetRequested: 'Wenn ein Konto mit dieser Adresse besteht, haben wir dir einen Link zum Zurücksetzen geschickt.',
  passwordReset: 'Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
  passwordChanged: 'Dein Passwort wurde geändert. Auf allen anderen Geräten bist du jetzt abgemeldet.',
  emailChangeRequested: 'Wir haben dir einen Link an die neue Adresse geschickt. Erst wenn du ihn öffnest, ändert sich deine E-Mail-Adresse.',
  emailChanged: 'Deine E-Mail-Adresse wurde geändert. Du meldest dich ab jetzt mit der neuen Adresse an.',
} as const;
