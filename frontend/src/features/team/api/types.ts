import type { ApiSchema } from '@/lib/api/schemas';

/** GET /api/account/members, PATCH /api/account/members/{userId} */
export type Member = ApiSchema<'TeamMemberAnswer'>;

/** GET /api/account: the current account, with whether it requires a second factor */
export type CurrentAccount = ApiSchema<'CurrentAccountAnswer'>;

/** PUT /api/account/team/security (owners) */
export type TeamSecurity = ApiSchema<'TeamSecurityAnswer'>;

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
