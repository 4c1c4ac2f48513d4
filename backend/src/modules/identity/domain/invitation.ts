import type { AccountRole } from '../../../common/auth/access-policy';
import type { TemplateMailContent } from '../../mailing';

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 7;

export function invitationExpiry(from = new Date()): Date {
  return new Date(from.getTime() + INVITATION_VALID_DAYS * 24 * 3_600_000);
}

/** The roles as the UI names them. */
export const ROLE_LABELS: Readonly<Record<AccountRole, string>> = { owner: 'Inhaber', manager: 'Verwaltung', staff: 'Standteam' };

/** Where an invitation stands, as its link answers. */
export function invitationState(invitation: { acceptedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date }, now = new Date()): 'open' | 'gone' | 'expired' {
  if (invitation.acceptedAt || invitation.withdrawnAt) return 'gone';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The invitation mail with the link to /einladung/{token} (templates/invitation.*.hbs). */
export function invitationMail(params: { appUrl: string; accountName: string; inviterName: string; role: AccountRole; token: string }): TemplateMailContent {
  return {
    subject: `${params.inviterName} lädt dich zu ${params.accountName} bei FairLeads ein`,
    template: 'identity/invitation',
    context: {
      accountName: params.accountName,
      inviterName: params.inviterName,
      roleLabel: ROLE_LABELS[params.role],
      inviteUrl: `${params.appUrl}/einladung/${encodeURIComponent(params.token)}`,
      validDays: INVITATION_VALID_DAYS,
    },
  };
}
