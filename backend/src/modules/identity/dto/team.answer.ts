/** GET and PATCH /api/account, POST /api/account/switch: the current account. */
export class CurrentAccountAnswer {
  id!: string;
  name!: string;
  /** Public part of every form URL: /form/{companySlug}/{eventSlug}. */
  companySlug!: string;
  /** The signed-in user's role here: owner (Inhaber), manager (Verwaltung), staff (Standteam). */
  role!: 'owner' | 'manager' | 'staff';
  /** The owner requires a second factor of every member (PUT /api/account/team/security). */
  requireSecondFactor!: boolean;
}

/** One of the signed-in user's accounts (GET /api/auth/me). */
export class AccountSummaryAnswer {
  id!: string;
  name!: string;
  role!: 'owner' | 'manager' | 'staff';
}

/** GET /api/account/members */
export class TeamMemberAnswer {
  userId!: string;
  email!: string;
  name!: string;
  role!: 'owner' | 'manager' | 'staff';
  joinedAt!: Date;
  /** The member has a second factor. */
  secondFactorEnabled!: boolean;
}

/** POST /api/account/invitations and …/resend */
export class InvitationAnswer {
  id!: string;
  email!: string;
  role!: 'owner' | 'manager' | 'staff';
  /** The link works until then (7 days). */
  expiresAt!: Date;
}

/** GET /api/account/invitations: the invitations neither accepted nor withdrawn (expired ones too). */
export class OpenInvitationAnswer extends InvitationAnswer {
  /** When it was sent (first). */
  invitedAt!: Date;
}

/** GET /api/invitations/{token}: what the invitation page shows before accepting. */
export class InvitationPreviewAnswer {
  accountName!: string;
  role!: 'owner' | 'manager' | 'staff';
  /** The invited address (any signed-in user may accept: the link is the proof). */
  email!: string;
  expiresAt!: Date;
}

/** POST /api/invitations/{token}/accept: the account joined, now the session's current one. */
export class JoinedAccountAnswer {
  accountId!: string;
  name!: string;
  role!: 'owner' | 'manager' | 'staff';
}

/** GET /api/account/audit: newest first, at most 200. */
export class AccountAuditEntryAnswer {
  id!: string;
  at!: Date;
  /** The actor's name at the time. */
  actorName!: string;
  /** member.invited, invitation.withdrawn, invitation.resent, member.joined, member.role_changed, member.removed, member.left, account.renamed, account.second_factor_required, account.second_factor_optional, … */
  action!: string;
  /** Whom or what it concerned (an address, a name). */
  subject!: string;
}
