import { AppError } from '../../common/errors/app-error';
import type { ErrorCode } from '../../common/errors/error-codes';
import { localized, type Localized } from '../../common/i18n/localized';

/** The 429 of a locked sign-in; LoginLockedFilter sends retryAfterSeconds as the Retry-After header. */
export class LoginLockedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(remainingMs: number) {
    const minutes = Math.ceil(remainingMs / 60_000);
    super(
      429,
      'IDENTITY_LOGIN_LOCKED',
      localized(
        `Zu viele Anmeldeversuche. Bitte warte ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuche es dann erneut.`,
        `Too many sign-in attempts. Please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and then try again.`,
      ),
    );
    this.retryAfterSeconds = Math.ceil(remainingMs / 1000);
  }
}

/** A 409 for a value someone else has; `errors` names its field, so the form marks it there. */
const taken = (code: ErrorCode, field: string, message: Localized) => new AppError(409, code, message, { errors: { [field]: message } });

/** A refusal of one field: the same sentence as the message and as the field's. */
const refused = (status: number, code: ErrorCode, field: string, message: Localized) => new AppError(status, code, message, { errors: { [field]: message } });

/** Every message identity shows the user, in one place. */
export const IdentityErrors = {
  emailTaken: () =>
    taken(
      'IDENTITY_EMAIL_TAKEN',
      'email',
      localized('Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.', 'This email address is already registered. Please sign in.'),
    ),
  companySlugTaken: () =>
    taken(
      'IDENTITY_COMPANY_SLUG_TAKEN',
      'companySlug',
      localized('Dieser Firmen-Slug ist bereits vergeben. Bitte wähle einen anderen.', 'This company slug is already taken. Please choose another one.'),
    ),
  invalidActivationLink: () => new AppError(400, 'IDENTITY_INVALID_ACTIVATION_LINK', localized('Ungültiger Aktivierungslink', 'Invalid activation link')),
  credentialsMissing: () =>
    new AppError(400, 'IDENTITY_CREDENTIALS_MISSING', localized('E-Mail-Adresse und Passwort sind erforderlich.', 'Email address and password are required.')),
  wrongCredentials: () =>
    new AppError(401, 'IDENTITY_WRONG_CREDENTIALS', localized('E-Mail-Adresse oder Passwort ist falsch.', 'The email address or password is wrong.')),
  emailNotVerified: () =>
    new AppError(
      403,
      'IDENTITY_EMAIL_NOT_VERIFIED',
      localized(
        'Bitte bestätige zuerst deine E-Mail-Adresse. Den Link dazu findest du in unserer E-Mail.',
        'Please confirm your email address first. You will find the link in our email.',
      ),
    ),
  accountDeactivated: () =>
    new AppError(
      403,
      'IDENTITY_ACCOUNT_DEACTIVATED',
      localized('Dein Account wurde deaktiviert. Bitte wende dich an den Support.', 'Your account has been deactivated. Please contact support.'),
    ),
  tooManyLoginAttempts: (remainingMs: number) => new LoginLockedError(remainingMs),

  // sign-in security: passkeys and the session list
  passkeyChallengeMissing: () =>
    new AppError(
      400,
      'PASSKEY_CHALLENGE_MISSING',
      localized(
        'Die Passkey-Anfrage ist abgelaufen oder wurde schon verwendet. Bitte versuche es noch einmal.',
        'The passkey request has expired or has already been used. Please try again.',
      ),
    ),
  passkeyRegistrationFailed: () =>
    new AppError(
      400,
      'PASSKEY_REGISTRATION_FAILED',
      localized('Der Passkey konnte nicht bestätigt werden. Bitte versuche es noch einmal.', 'The passkey could not be verified. Please try again.'),
    ),
  passkeyAlreadyRegistered: () =>
    new AppError(409, 'PASSKEY_ALREADY_REGISTERED', localized('Dieser Passkey ist bereits hinterlegt.', 'This passkey is already registered.')),
  passkeyLimitReached: (limit: number) =>
    new AppError(
      409,
      'PASSKEY_LIMIT_REACHED',
      localized(
        `Du kannst höchstens ${limit} Passkeys hinterlegen. Entferne zuerst einen, den du nicht mehr brauchst.`,
        `You can register at most ${limit} passkeys. First remove one you no longer need.`,
      ),
    ),
  passkeyNotFound: () => new AppError(404, 'PASSKEY_NOT_FOUND', localized('Dieser Passkey wurde nicht gefunden.', 'This passkey was not found.')),
  passkeySignInFailed: () =>
    new AppError(
      401,
      'PASSKEY_SIGN_IN_FAILED',
      localized(
        'Die Anmeldung mit diesem Passkey hat nicht geklappt. Melde dich mit E-Mail-Adresse und Passwort an.',
        'Signing in with this passkey did not work. Sign in with your email address and password.',
      ),
    ),
  sessionNotFound: () =>
    new AppError(
      404,
      'SESSION_NOT_FOUND',
      localized('Diese Sitzung wurde nicht gefunden. Vielleicht ist sie bereits beendet.', 'This session was not found. Perhaps it has already ended.'),
    ),

  accountNotFound: () => new AppError(404, 'ACCOUNT_NOT_FOUND', localized('Dieses Konto wurde nicht gefunden.', 'This account was not found.')),
  memberNotFound: () =>
    new AppError(404, 'ACCOUNT_MEMBER_NOT_FOUND', localized('Diese Person ist kein Mitglied dieses Kontos.', 'This person is not a member of this account.')),
  alreadyMember: () =>
    taken('ACCOUNT_ALREADY_MEMBER', 'email', localized('Diese Person ist bereits Mitglied in diesem Konto.', 'This person is already a member of this account.')),
  youAreAlreadyMember: () =>
    new AppError(409, 'ACCOUNT_ALREADY_MEMBER', localized('Du bist bereits Mitglied in diesem Konto.', 'You are already a member of this account.')),
  lastOwner: () =>
    new AppError(
      409,
      'ACCOUNT_LAST_OWNER',
      localized(
        'Ein Konto braucht mindestens eine Inhaberin oder einen Inhaber. Übergib die Inhaberschaft zuerst.',
        'An account needs at least one owner. Hand over the ownership first.',
      ),
    ),
  forbiddenRole: () =>
    new AppError(403, 'FORBIDDEN_ROLE', localized('Dazu fehlt dir die Berechtigung in diesem Konto.', 'You do not have permission for this in this account.')),
  invitationNotFound: () =>
    new AppError(
      404,
      'INVITATION_NOT_FOUND',
      localized(
        'Diese Einladung gilt nicht (mehr): Sie wurde bereits angenommen, zurückgezogen oder neu verschickt.',
        'This invitation is not (or no longer) valid: it has already been accepted, withdrawn or sent again.',
      ),
    ),
  invitationExpired: () =>
    new AppError(
      410,
      'INVITATION_EXPIRED',
      localized('Diese Einladung ist abgelaufen. Bitte lass dich erneut einladen.', 'This invitation has expired. Please ask to be invited again.'),
    ),
  invitationPending: () =>
    taken(
      'INVITATION_PENDING',
      'email',
      localized('Diese Adresse ist bereits eingeladen. Du kannst die Einladung erneut senden.', 'This address has already been invited. You can send the invitation again.'),
    ),

  // the second factor (issue 32)
  wrongSecondFactor: () =>
    new AppError(
      401,
      'IDENTITY_WRONG_SECOND_FACTOR',
      localized(
        'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App oder einen Wiederherstellungscode ein.',
        'The code is wrong. Please enter the current code from your app or a recovery code.',
      ),
    ),
  secondFactorExpired: () => new AppError(401, 'IDENTITY_SECOND_FACTOR_EXPIRED', localized('Bitte melde dich erneut an.', 'Please sign in again.')),
  secondFactorAlreadyEnabled: () =>
    new AppError(409, 'SECOND_FACTOR_ALREADY_ENABLED', localized('Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.', 'Two-factor sign-in is already set up.')),
  secondFactorNotEnabled: () =>
    new AppError(409, 'SECOND_FACTOR_NOT_ENABLED', localized('Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.', 'Two-factor sign-in is not set up.')),
  secondFactorNoSetup: () =>
    new AppError(
      409,
      'SECOND_FACTOR_NO_SETUP',
      localized('Bitte starte die Einrichtung der Zwei-Faktor-Anmeldung erneut.', 'Please start setting up two-factor sign-in again.'),
    ),
  secondFactorWrongCode: () =>
    refused(
      400,
      'SECOND_FACTOR_WRONG_CODE',
      'code',
      localized('Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App ein.', 'The code is wrong. Please enter the current code from your app.'),
    ),
  secondFactorWrongPassword: () =>
    refused(400, 'SECOND_FACTOR_WRONG_PASSWORD', 'password', localized('Das Passwort stimmt nicht.', 'The password is wrong.')),
  secondFactorRequiredByPolicy: () =>
    new AppError(
      409,
      'SECOND_FACTOR_REQUIRED_BY_POLICY',
      localized(
        'Du brauchst eine Zwei-Faktor-Anmeldung: als Admin oder weil dein Konto sie verlangt. Deshalb kannst du sie nicht ausschalten.',
        'You need two-factor sign-in, as an admin or because your account requires it. That is why you cannot switch it off.',
      ),
    ),
  secondFactorOwnerFirst: () =>
    new AppError(
      409,
      'SECOND_FACTOR_OWNER_FIRST',
      localized(
        'Richte zuerst selbst die Zwei-Faktor-Anmeldung ein und melde dich damit an. Dann kannst du sie für alle im Konto verlangen.',
        'First set up two-factor sign-in yourself and sign in with it. Then you can require it for everyone in the account.',
      ),
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
    new AppError(
      404,
      'PASSWORD_RESET_INVALID',
      localized(
        'Dieser Link gilt nicht (mehr): Er wurde schon benutzt oder durch einen neueren ersetzt. Fordere bitte einen neuen an.',
        'This link is not (or no longer) valid: it has already been used or replaced by a newer one. Please request a new one.',
      ),
    ),
  resetLinkExpired: () =>
    new AppError(410, 'PASSWORD_RESET_EXPIRED', localized('Dieser Link ist abgelaufen. Fordere bitte einen neuen an.', 'This link has expired. Please request a new one.')),
  emailChangeLinkInvalid: () =>
    new AppError(
      404,
      'EMAIL_CHANGE_INVALID',
      localized(
        'Dieser Link gilt nicht (mehr): Er wurde schon benutzt oder durch einen neueren ersetzt.',
        'This link is not (or no longer) valid: it has already been used or replaced by a newer one.',
      ),
    ),
  emailChangeLinkExpired: () =>
    new AppError(
      410,
      'EMAIL_CHANGE_EXPIRED',
      localized(
        'Dieser Link ist abgelaufen. Bitte ändere deine E-Mail-Adresse in den Einstellungen erneut.',
        'This link has expired. Please change your email address in the settings again.',
      ),
    ),
  currentPasswordWrong: () =>
    refused(403, 'IDENTITY_CURRENT_PASSWORD_WRONG', 'currentPassword', localized('Das aktuelle Passwort ist falsch.', 'The current password is wrong.')),
  emailUnchanged: () =>
    refused(400, 'IDENTITY_EMAIL_UNCHANGED', 'newEmail', localized('Das ist bereits deine E-Mail-Adresse.', 'That is already your email address.')),
  newEmailTaken: () =>
    taken(
      'IDENTITY_EMAIL_TAKEN',
      'newEmail',
      localized('Diese E-Mail-Adresse gehört bereits zu einem anderen Konto.', 'This email address already belongs to another account.'),
    ),
} as const;

export const CredentialMessages = {
  resetRequested: 'Wenn ein Konto mit dieser Adresse besteht, haben wir dir einen Link zum Zurücksetzen geschickt.',
  passwordReset: 'Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
  passwordChanged: 'Dein Passwort wurde geändert. Auf allen anderen Geräten bist du jetzt abgemeldet.',
  emailChangeRequested: 'Wir haben dir einen Link an die neue Adresse geschickt. Erst wenn du ihn öffnest, ändert sich deine E-Mail-Adresse.',
  emailChanged: 'Deine E-Mail-Adresse wurde geändert. Du meldest dich ab jetzt mit der neuen Adresse an.',
} as const;
