import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/i18n/locale';
import type { EventRecord } from '../../events';
import { fillPlaceholders, textToHtml, type EventMailContent } from '../../mailing';

/** The links of one lead's follow-up (or the test mail's examples). */
export interface FollowUpMailValues {
  name: string;
  /** The counted download link of the welcome mail. */
  downloadUrl: string;
  /** The counted redirect to the step's booking URL; null when the step has none. */
  bookingUrl: string | null;
  eraseUrl: string;
  unsubscribeUrl: string;
}

/** What the mail reads of the event (its brand) and of the step (the organiser's text, as written). */
export type FollowUpMailEvent = Pick<EventRecord, 'name' | 'primaryColor' | 'logoUrl'>;
export interface FollowUpMailStep {
  subject: string;
  body: string;
}

/** The product's own words around the organiser's text, per language. */
const WORDS = {
  de: {
    bookingButton: 'Termin buchen',
    eraseLink: 'Meine Daten löschen',
    unsubscribe: (eventName: string) => `Keine weiteren E-Mails zu „${eventName}“`,
    footer: (eventName: string) => `Du erhältst diese E-Mail, weil du deine Adresse bei „${eventName}“ bestätigt hast.`,
  },
  en: {
    bookingButton: 'Book an appointment',
    eraseLink: 'Delete my data',
    unsubscribe: (eventName: string) => `No more e-mails about “${eventName}”`,
    footer: (eventName: string) => `You are receiving this e-mail because you confirmed your address for “${eventName}”.`,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * A follow-up mail: the organiser's subject and body with {{name}}, {{downloadUrl}} and
 * {{bookingUrl}} filled as text and then escaped (as the visitor mails), the event's brand, the
 * booking button when the step has a URL, the erase link, and the one-click way out (RFC 8058):
 * the unsubscribe link in text and HTML and the List-Unsubscribe headers. The product's words in
 * the visitor's language; the organiser's text as written.
 */
export function composeFollowUpMail(event: FollowUpMailEvent, step: FollowUpMailStep, values: FollowUpMailValues, requested: Locale = DEFAULT_LOCALE): EventMailContent {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const words = WORDS[locale];
  const data = { name: values.name, downloadUrl: values.downloadUrl, bookingUrl: values.bookingUrl ?? '' };
  const bodyText = fillPlaceholders(step.body, data).trim();
  return {
    locale,
    subject: fillPlaceholders(step.subject, data).replace(/\s+/g, ' ').trim(),
    bodyText,
    bodyHtml: textToHtml(bodyText),
    button: values.bookingUrl ? { text: words.bookingButton, url: values.bookingUrl } : null,
    brand: { name: event.name, color: event.primaryColor, logoUrl: event.logoUrl },
    footerNote: words.footer(event.name),
    eraseLink: { text: words.eraseLink, url: values.eraseUrl },
    unsubscribeLink: { text: words.unsubscribe(event.name), url: values.unsubscribeUrl },
    headers: {
      'List-Unsubscribe': `<${values.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
