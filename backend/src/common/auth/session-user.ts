import type { Locale } from '../i18n/locale';
import type { AccountActor, AccountRole } from './access-policy';

/** What a signed-in request carries in req.user (the passport session). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  companySlug: string;
  role: 'user' | 'admin' | 'superadmin';
  /** The language of the user's organiser area and mails. */
  locale: Locale;
  eventCredits: number;
  /** The one free first event (10 leads) has not been created yet. */
  freeEventAvailable: boolean;
  /** The session's current account (the one the request acts in); null when the user is in none. */
  accountId: string | null;
  /** The user's role in the current account. */
  accountRole: AccountRole | null;
  secondFactor: SecondFactorState;
}

/** What a session knows of the user's second factor (GET /api/auth/me, the access guard). */
export interface SecondFactorState {
  /** The user has a second factor. */
  enabled: boolean;
  /** The user is a platform admin, or the current account requires one. */
  required: boolean;
  /** This session was signed in (or enrolled) with a second factor. */
  satisfied: boolean;
}

/** A session that must prove a second factor before it may use a platform admin's or an account's routes. */
export function lacksRequiredSecondFactor(user: Pick<SessionUser, 'secondFactor'>): boolean {
  return user.secondFactor.required && !user.secondFactor.satisfied;
}

/** The request's actor in its current account; null for a user who belongs to no account. */
export function accountActorOf(user: SessionUser): AccountActor | null {
  if (user.accountId === null || user.accountRole === null) return null;
  return { kind: 'member', userId: user.id, accountId: user.accountId, role: user.accountRole };
}

/** The roles of the platform's own staff (admin panel, dev tools). */
export const PLATFORM_ADMIN_ROLES: readonly SessionUser['role'][] = ['admin', 'superadmin'];

export function isPlatformAdmin(user: Pick<SessionUser, 'role'> | undefined): boolean {
  return user !== undefined && PLATFORM_ADMIN_ROLES.includes(user.role);
}
