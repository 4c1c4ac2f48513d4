import type { Locale } from '../../../common/i18n/locale';
import type { TemplateMailContent } from '../../mailing';
import type { SupportMode } from '../entities/support-ticket.entity';

/** A support ticket or organiser enquiry from the public dialog (its author has no account). */
export interface SupportTicketMail {
  ticketId: string;
  mode: SupportMode;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

const SUPPORT_KIND: Record<SupportMode, { label: string; subjectTag: string }> = {
  support: { label: 'Support-Anfrage', subjectTag: '[Support]' },
  organizer: { label: 'Veranstalter-Anfrage', subjectTag: '[Veranstalter-Anfrage]' },
};

/** The kinds as the receipt names them, in the author's language. */
const KIND_IN_RECEIPT: Readonly<Record<Locale, Record<SupportMode, string>>> = {
  de: { support: SUPPORT_KIND.support.label, organizer: SUPPORT_KIND.organizer.label },
  en: { support: 'support request', organizer: 'organiser enquiry' },
};

const RECEIPT_SUBJECT: Readonly<Record<Locale, string>> = { de: 'Wir haben deine Anfrage erhalten', en: 'We have received your request' };

/** One line, however the author typed their name: a subject must not carry line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The ticket for SUPPORT_EMAIL (templates/ticket.*.hbs), in German for the operator; it goes out with Reply-To its author. */
export function ticketMail(ticket: SupportTicketMail, timeZone: string): TemplateMailContent {
  const kind = SUPPORT_KIND[ticket.mode];
  return {
    locale: 'de',
    subject: `${kind.subjectTag} ${oneLine(ticket.name)}`,
    template: 'support/ticket',
    context: {
      kindLabel: kind.label,
      ticketId: ticket.ticketId,
      name: ticket.name,
      email: ticket.email,
      message: ticket.message,
      receivedAt: `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ticket.receivedAt)} Uhr`,
    },
  };
}

/**
 * The author's receipt (templates/receipt.*.hbs), in the language they wrote in (the dialog's
 * request): no echo of their message, so the form cannot relay text to a stranger.
 */
export function receiptMail(ticket: Pick<SupportTicketMail, 'mode' | 'name'>, locale: Locale): TemplateMailContent {
  return {
    locale,
    subject: RECEIPT_SUBJECT[locale],
    template: 'support/receipt',
    context: { kindLabel: KIND_IN_RECEIPT[locale][ticket.mode], name: ticket.name },
  };
}
