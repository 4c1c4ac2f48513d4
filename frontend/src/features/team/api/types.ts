import type { ApiSchema } from '@/lib/api/schemas';

/**
 * GET /api/account/members, PATCH /api/account/members/{userId}. `secondFactorEnabled` is written
 * by hand until the generated schema has it (absent: not shown).
 */
export type Member = ApiSchema<'TeamMemberAnswer'> & { secondFactorEnabled?: boolean };

/** GET /api/account: the current account; `requireSecondFactor` written by hand until the generated schema has it. */
export type CurrentAccount = ApiSchema<'CurrentAccountAnswer'> & { requireSecondFactor?: boolean };

/** POST /api/account/invitations, its resend */
export type CreatedInvitation = ApiSchema<'InvitationAnswer'>;

/** GET /api/account/invitations */
export type PendingInvitation = ApiSchema<'OpenInvitationAnswer'>;

/** POST /api/account/invitations */
export type InvitationInput = ApiSchema<'InviteMemberDto'>;

/** GET /api/invitations/{token} (public) */
export type InvitationPreview = ApiSchema<'InvitationPreviewAnswer'>;

/** POST /api/invitations/{token}/accept */
export type AcceptedInvitation = ApiSchema<'JoinedAccountAnswer'>;

/** GET /api/account/audit */
export type AuditEntry = ApiSchema<'AccountAuditEntryAnswer'>;
