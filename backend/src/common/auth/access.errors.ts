import { UnauthorizedException } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { userFacing } from '../errors/http-exception.filter';
import { bilingual, localized } from '../i18n/localized';

const NOT_SIGNED_IN = bilingual('Nicht angemeldet. Bitte melde dich an.', 'Not signed in. Please sign in.');

/** The access guard's answers (access.guard.ts); the admin module reuses the platform admin's. */
export const AccessErrors = {
  notSignedIn: () => userFacing(new UnauthorizedException(NOT_SIGNED_IN)),
  /** A route without an access declaration: denied by default. */
  undeclared: () => new AppError(403, 'FORBIDDEN', localized('Dieser Zugriff ist nicht freigegeben.', 'This access is not permitted.')),
  noAccount: () =>
    new AppError(
      403,
      'ACCOUNT_NONE',
      localized(
        'Du gehörst zu keinem Konto. Lege ein Konto an oder nimm eine Einladung an.',
        'You do not belong to any account. Create an account or accept an invitation.',
      ),
    ),
  roleLacksPermission: () =>
    new AppError(403, 'FORBIDDEN_ROLE', localized('Dazu fehlt dir die Berechtigung in diesem Konto.', 'You do not have permission for this in this account.')),
  /** The admin panel addresses admins with 'Sie'. */
  notPlatformAdmin: () => new AppError(403, 'ADMIN_FORBIDDEN', localized('Sie haben keine Admin-Berechtigung', 'You do not have admin permission')),
  /** The SPA leads to the security settings on this code. */
  secondFactorRequired: () =>
    new AppError(
      403,
      'SECOND_FACTOR_REQUIRED',
      localized(
        'Für diesen Bereich brauchst du eine Zwei-Faktor-Anmeldung. Richte sie in deinen Einstellungen unter „Sicherheit“ ein.',
        'You need two-factor sign-in for this area. Set it up in your settings under “Security”.',
      ),
    ),
} as const;
