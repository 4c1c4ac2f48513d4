import type { SessionUser } from '../../../common/auth/session-user';
import type { User } from '../entities/user.entity';

/** The user fields the SPA reads (auth/me, login, register). */
export function toPublicUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    companySlug: user.companySlug,
    eventCredits: user.eventCredits,
    freeEventAvailable: user.freeEventUsedAt === null,
    role: user.role,
    // every user owns the account of the same id until memberships are read from account_members
    accountId: user.id,
    accountRole: 'owner',
  };
}
