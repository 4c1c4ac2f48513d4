import { AccessErrors } from '../../common/auth/access.errors';
import { AppError } from '../../common/errors/app-error';

/** Every message the admin API shows, in one place (the admin panel addresses admins with 'Sie'). */
export const AdminErrors = {
  /** The same answer as the access guard's for a route declared @PlatformAdmin. */
  notAdmin: AccessErrors.notPlatformAdmin,
  userNotFound: () => new AppError(404, 'ADMIN_USER_NOT_FOUND', 'Benutzer nicht gefunden'),
  eventNotFound: () => new AppError(404, 'ADMIN_EVENT_NOT_FOUND', 'Event nicht gefunden'),
  selfDeactivation: () => new AppError(400, 'ADMIN_SELF_DEACTIVATION', 'Sie können Ihren eigenen Account nicht deaktivieren.'),
  selfDemotion: () => new AppError(400, 'ADMIN_SELF_DEMOTION', 'Sie können sich die Admin-Rolle nicht selbst entziehen.'),
  selfDeletion: () => new AppError(400, 'ADMIN_SELF_DELETION', 'Sie können Ihren eigenen Account nicht löschen.'),
  superadminProtected: () =>
    new AppError(403, 'ADMIN_SUPERADMIN_PROTECTED', 'Einen Super-Admin-Account kann nur ein Super Admin ändern oder löschen.'),
} as const;

export const AdminMessages = {
  loggedIn: 'Admin-Login erfolgreich',
  secondFactorNeeded: 'Bitte geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  userCreated: 'Benutzer erfolgreich erstellt',
  userUpdated: 'Benutzer erfolgreich aktualisiert',
  userDeleted: 'Benutzer erfolgreich gelöscht',
  eventDeleted: 'Event erfolgreich gelöscht',
} as const;
