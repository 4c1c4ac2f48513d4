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
