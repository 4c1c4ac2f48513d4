import type { AccountRole } from '../../../common/auth/access-policy';

/** One of a user's accounts, with their role there. */
export interface Membership {
  accountId: string;
  name: string;
  companySlug: string;
  eventCredits: number;
  freeEventUsedAt: Date | null;
  /** The owner requires a second factor of every member. */
  requireSecondFactor: boolean;
  role: AccountRole;
  joinedAt: Date;
}

/** A member as the team list shows them. */
export interface TeamMember {
  userId: string;
  email: string;
  name: string;
  role: AccountRole;
  joinedAt: Date;
  /** The member has a second factor (the owner sees who lacks one). */
  secondFactorEnabled: boolean;
}

/** What deleting a user means for one of their accounts. */
export interface UserMembershipFacts {
  accountId: string;
  role: AccountRole;
  members: number;
  owners: number;
}

/** The account always keeps an owner: false when this change would take away its last one. */
export function keepsAnOwner(facts: { owners: number }, change: { fromRole: AccountRole; toRole: AccountRole | null }): boolean {
  return !(change.fromRole === 'owner' && change.toRole !== 'owner' && facts.owners <= 1);
}

/** The account a user owns (the first they joined as owner). */
export interface OwnAccount {
  accountId: string;
  companySlug: string;
  eventCredits: number;
}
