/** What a signed-in request carries in req.user (the passport session). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  companySlug: string;
  role: 'user' | 'admin' | 'superadmin';
  eventCredits: number;
  /** The one free first event (10 leads) has not been created yet. */
  freeEventAvailable: boolean;
}

/** The roles of the platform's own staff (admin panel, dev tools). */
export const PLATFORM_ADMIN_ROLES: readonly SessionUser['role'][] = ['admin', 'superadmin'];

export function isPlatformAdmin(user: Pick<SessionUser, 'role'> | undefined): boolean {
  return user !== undefined && PLATFORM_ADMIN_ROLES.includes(user.role);
}
