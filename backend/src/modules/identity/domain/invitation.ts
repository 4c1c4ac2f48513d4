import type { AccountRole } from '../../../common/auth/access-policy';
import type { Locale } from '../../../common/i18n/locale';
import type { TemplateMailContent } from '../../mailing';

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 7;

export function invitationExpiry(from = new Date()): Date {
  return new Date(from.getTime() + INVITATION_VALID_DAYS * 24 * 3_600_000);
}

/** The roles as the UI names them, per language. */
export const ROLE_LABELS: Readonly<Record<Locale, Readonly<Record<AccountRole, string>>>> = {
  de: { owner: 'Inhaber', manager: 'Verwaltung', staff: 'Standteam' },
  en: { owner: 'Owner', manager: 'Manager', staff: 'Stand team' },
};

const SUBJECT: Readonly<Record<Locale, (inviterName: string, accountName: string) => string>> = {
  de: (inviterName, accountName) => `${inviterName} lädt dich zu ${accountName} bei FairLeads ein`,
  en: (inviterName, accountName) => `${inviterName} invites you to ${accountName} on FairLeads`,
};

/** Who invites when the inviter is gone meanwhile. */
export const SOMEONE: Readonly<Record<Locale, string>> = { de: 'Jemand', en: 'Someone' };

/** Where an invitation stands, as its link answers. */
export function invitationState(invitation: { acceptedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date }, now = new Date()): 'open' | 'gone' | 'expired' {
  if (invitation.acceptedAt || invitation.withdrawnAt) return 'gone';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/**
 * The invitation mail with the link to /einladung/{token} (templates/invitation.*.hbs), in the
 * inviter's language: the invited person has no language with us yet.
 */
export function invitationMail(params: { appUrl: string; accountName: string; inviterName: string; role: AccountRole; token: string; locale: Locale }): TemplateMailContent {
  return {
    locale: params.locale,
    subject: SUBJECT[params.locale](params.inviterName, params.accountName),
    template: 'identity/invitation',
    context: {
      accountName: params.accountName,
      inviterName: params.inviterName,
      roleLabel: ROLE_LABELS[params.locale][params.role],
      inviteUrl: `${params.appUrl}/einladung/${encodeURIComponent(params.token)}`,
      validDays: INVITATION_VALID_DAYS,
    },
  };
}
