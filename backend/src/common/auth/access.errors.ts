import { UnauthorizedException } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { userFacing } from '../errors/http-exception.filter';

/** The access guard's answers (access.guard.ts); the admin module reuses the platform admin's. */
export const AccessErrors = {
  notSignedIn: () => userFacing(new UnauthorizedException('Nicht angemeldet. Bitte melde dich an.')),
  /** A route without an access declaration: denied by default. */
  undeclared: () => new AppError(403, 'FORBIDDEN', 'Dieser Zugriff ist nicht freigegeben.'),
  noAccount: () => new AppError(403, 'ACCOUNT_NONE', 'Du gehörst zu keinem Konto. Lege ein Konto an oder nimm eine Einladung an.'),
  roleLacksPermission: () => new AppError(403, 'FORBIDDEN_ROLE', 'Dazu fehlt dir die Berechtigung in diesem Konto.'),
  /** The admin panel addresses admins with 'Sie'. */
  notPlatformAdmin: () => new AppError(403, 'ADMIN_FORBIDDEN', 'Sie haben keine Admin-Berechtigung'),
  /** The SPA leads to the security settings on this code. */
  secondFactorRequired: () =>
    new AppError(
      403,
      'SECOND_FACTOR_REQUIRED',
      'Für diesen Bereich brauchst du eine Zwei-Faktor-Anmeldung. Richte sie in deinen Einstellungen unter „Sicherheit“ ein.',
    ),
} as const;
