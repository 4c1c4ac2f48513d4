import { AccessErrors } from '../../common/auth/access.errors';
import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';

/** Every message the admin API shows, in one place (the admin panel addresses admins with 'Sie'). */
export const AdminErrors = {
  /** The same answer as the access guard's for a route declared @PlatformAdmin. */
  notAdmin: AccessErrors.notPlatformAdmin,
  userNotFound: () => new AppError(404, 'ADMIN_USER_NOT_FOUND', localized('Benutzer nicht gefunden', 'User not found')),
  eventNotFound: () => new AppError(404, 'ADMIN_EVENT_NOT_FOUND', localized('Event nicht gefunden', 'Event not found')),
  selfDeactivation: () =>
    new AppError(400, 'ADMIN_SELF_DEACTIVATION', localized('Sie können Ihren eigenen Account nicht deaktivieren.', 'You cannot deactivate your own account.')),
  selfDemotion: () =>
    new AppError(400, 'ADMIN_SELF_DEMOTION', localized('Sie können sich die Admin-Rolle nicht selbst entziehen.', 'You cannot take the admin role away from yourself.')),
  selfDeletion: () => new AppError(400, 'ADMIN_SELF_DELETION', localized('Sie können Ihren eigenen Account nicht löschen.', 'You cannot delete your own account.')),
  superadminProtected: () =>
    new AppError(
      403,
      'ADMIN_SUPERADMIN_PROTECTED',
      localized('Einen Super-Admin-Account kann nur ein Super Admin ändern oder löschen.', 'Only a super admin can change or delete a super admin account.'),
    ),
} as const;

export const AdminMessages = {
  loggedIn: 'Admin-Login erfolgreich',
  secondFactorNeeded: 'Bitte geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  userCreated: 'Benutzer erfolgreich erstellt',
  userUpdated: 'Benutzer erfolgreich aktualisiert',
  userDeleted: 'Benutzer erfolgreich gelöscht',
  eventDeleted: 'Event erfolgreich gelöscht',
} as const;
