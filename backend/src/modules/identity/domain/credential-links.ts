import { INTL_LOCALES } from '../../../common/i18n/format';
import type { Locale } from '../../../common/i18n/locale';
import type { TemplateMailContent } from '../../mailing';

/** How long a password reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 30;
/** Reset mails one address gets at most per hour; further requests answer the same and send nothing. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
/** How long the link to a new address works. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

/** Where a reset or address-change link stands: spent (used or superseded) links are 'void'. */
export type LinkState = 'usable' | 'void' | 'expired';

export function linkState(link: { usedAt: Date | null; supersededAt: Date | null; expiresAt: Date } | null, now: Date): LinkState {
  if (!link || link.usedAt || link.supersededAt) return 'void';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

/** An address as a notice may name it: 'an***@example.com' (enough to recognise, not to copy). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

/** A time as the notices name it, in the business time zone: '3. März 2025 um 14:05' / '3 March 2025 at 14:05'. */
export function noticeTime(at: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at);
}

const SUBJECTS: Readonly<Record<Locale, Record<'passwordReset' | 'passwordChanged' | 'emailChange' | 'emailChanged', string>>> = {
  de: {
    passwordReset: 'Dein Link zum Zurücksetzen des Passworts bei FairLeads',
    passwordChanged: 'Dein Passwort wurde geändert',
    emailChange: 'Bitte bestätige deine neue E-Mail-Adresse für FairLeads',
    emailChanged: 'Deine E-Mail-Adresse wurde geändert',
  },
  en: {
    passwordReset: 'Your link to reset your FairLeads password',
    passwordChanged: 'Your password was changed',
    emailChange: 'Please confirm your new e-mail address for FairLeads',
    emailChanged: 'Your e-mail address was changed',
  },
};

/** The reset mail with the link to /passwort-zuruecksetzen/{token} (templates/password-reset.*.hbs), in the user's language. */
export function passwordResetMail(params: { appUrl: string; name: string; token: string; locale: Locale }): TemplateMailContent {
  return {
    locale: params.locale,
    subject: SUBJECTS[params.locale].passwordReset,
    template: 'identity/password-reset',
    context: {
      name: params.name,
      resetUrl: `${params.appUrl}/passwort-zuruecksetzen/${encodeURIComponent(params.token)}`,
      validMinutes: PASSWORD_RESET_VALID_MINUTES,
    },
  };
}

/** The notice after a new password, by reset or in the settings (templates/password-changed.*.hbs); `changedAt` by noticeTime. */
export function passwordChangedMail(params: { name: string; changedAt: string; supportEmail: string; byReset: boolean; locale: Locale }): TemplateMailContent {
  const { locale, ...context } = params;
  return {
    locale,
    subject: SUBJECTS[locale].passwordChanged,
    template: 'identity/password-changed',
    context,
  };
}

/** The link to confirm a new address, mailed to that address (templates/email-change.*.hbs). */
export function emailChangeMail(params: { appUrl: string; name: string; token: string; locale: Locale }): TemplateMailContent {
  return {
    locale: params.locale,
    subject: SUBJECTS[params.locale].emailChange,
    template: 'identity/email-change',
    context: {
      name: params.name,
      confirmUrl: `${params.appUrl}/e-mail-aendern/${encodeURIComponent(params.token)}`,
      validHours: EMAIL_CHANGE_VALID_HOURS,
    },
  };
}

/** The notice to the old address after the change (templates/email-changed.*.hbs). */
export function emailChangedMail(params: { name: string; newEmail: string; changedAt: string; supportEmail: string; locale: Locale }): TemplateMailContent {
  return {
    locale: params.locale,
    subject: SUBJECTS[params.locale].emailChanged,
    template: 'identity/email-changed',
    context: { name: params.name, maskedNewEmail: maskedEmail(params.newEmail), changedAt: params.changedAt, supportEmail: params.supportEmail },
  };
}
