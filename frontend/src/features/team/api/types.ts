// Written by hand against the team routes' contract: replaced by the generated schema once the routes exist.
import type { AccountRole } from '@/lib/account-role';

/** GET /api/account/members */
export interface Member {
  userId: string;
  email: string;
  name: string;
  role: AccountRole;
  joinedAt: string;
}

/** POST /api/account/invitations, its resend */
export interface CreatedInvitation {
  id: string;
  email: string;
  role: AccountRole;
  expiresAt: string;
}

/** GET /api/account/invitations */
export interface PendingInvitation extends CreatedInvitation {
  invitedAt: string;
}

export interface InvitationInput {
  email: string;
  role: AccountRole;
}

/** GET /api/invitations/{token} (public) */
export interface InvitationPreview {
  accountName: string;
  role: AccountRole;
  email: string;
  expiresAt: string;
}

/** POST /api/invitations/{token}/accept */
export interface AcceptedInvitation {
  accountId: string;
  name: string;
  role: AccountRole;
}

/** GET /api/account/audit */
export interface AuditEntry {
  id: string;
  at: string;
  actorName: string;
  action: string;
  subject: string;
}
