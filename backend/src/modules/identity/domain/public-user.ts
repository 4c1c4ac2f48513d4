import type { AccountRole } from '../../../common/auth/access-policy';
import type { SessionUser } from '../../../common/auth/session-user';
import type { User } from '../entities/user.entity';
import type { Membership } from './membership';

/** One of the user's accounts as the SPA lists them (the account switcher). */
export interface AccountSummary {
  id: string;
  name: string;
  role: AccountRole;
}

/** The session user with their accounts: GET /api/auth/me and the login answer. */
export type UserWithAccounts = Omit<SessionUser, 'secondFactor'> & { accounts: AccountSummary[]; currentAccountId: string | null };

/**
 * The user fields the SPA reads (auth/me, login, register), with the current account's slug,
 * credits and free event. Without an account (a member whose last account removed them) these
 * are empty: no slug, no credits, no free event, accountId and accountRole null.
 */
export function toPublicUser(user: User, current: Membership | null, memberships: Membership[] = current ? [current] : []): UserWithAccounts {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    locale: user.locale,
    companySlug: current?.companySlug ?? '',
    eventCredits: current?.eventCredits ?? 0,
    freeEventAvailable: current ? current.freeEventUsedAt === null : false,
    accountId: current?.accountId ?? null,
    accountRole: current?.role ?? null,
    currentAccountId: current?.accountId ?? null,
    accounts: memberships.map((membership) => ({ id: membership.accountId, name: membership.name, role: membership.role })),
  };
}

/** The wanted account if the user is (still) a member there, else the one they joined first, else none. */
export function pickCurrentAccount(memberships: Membership[], wantedAccountId: string | null | undefined): Membership | null {
  return memberships.find((membership) => membership.accountId === wantedAccountId) ?? memberships[0] ?? null;
}
