import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { eventText, textLocale, type EventRecord, type EventTextSource } from '../../events';
import { fillPlaceholders as fill, textToHtml as toHtml, type EventMailContent } from '../../mailing';

/** The two mails a visitor of an event gets: the double opt-in and, once confirmed, the welcome. */
export type VisitorMailKind = 'doi' | 'welcome';

interface VisitorMailValues {
  name: string;
  confirmationUrl?: string;
  downloadUrl?: string;
  /** The lead's erase link ('Meine Daten löschen' under the mail). */
  eraseUrl?: string;
}

/** What the mail reads of the event: its texts (events chooses their language) and its brand. */
export type VisitorMailEvent = EventTextSource & Pick<EventRecord, 'name' | 'primaryColor' | 'logoUrl'>;

/** The product's own words around the organiser's texts, per language. */
const MAIL_WORDS = {
  de: {
    doiButton: 'E-Mail-Adresse bestätigen',
    eraseLink: 'Meine Daten löschen',
    mailFooter: (eventName: string) => `Du erhältst diese E-Mail, weil deine Adresse im Formular „${eventName}“ eingetragen wurde.`,
  },
  en: {
    doiButton: 'Confirm e-mail address',
    eraseLink: 'Delete my data',
    mailFooter: (eventName: string) => `You are receiving this e-mail because your address was entered in the form “${eventName}”.`,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * Builds an event's double opt-in or welcome mail from the organiser's subject and body
 * ({{name}}, {{confirmationUrl}}, {{downloadUrl}}), falling back to the default texts (shared/src/event-text-defaults.ts).
 * In the visitor's language: for 'en' the organiser's English text, else their own German
 * text, else our English default (eventText of events); the product's own words follow the language.
 * Placeholders are filled as plain text, then the whole text is escaped for the HTML part,
 * so neither a visitor's name nor an organiser's body can inject markup.
 */
export function composeVisitorMail(event: VisitorMailEvent, kind: VisitorMailKind, values: VisitorMailValues, requested: Locale = DEFAULT_LOCALE): EventMailContent {
  const locale = textLocale(requested);
  const subjectTemplate = eventText(event, kind === 'doi' ? 'doiEmailSubject' : 'welcomeEmailSubject', locale);
  const bodyTemplate = eventText(event, kind === 'doi' ? 'doiEmailBody' : 'welcomeEmailBody', locale);
  const data = { name: values.name, confirmationUrl: values.confirmationUrl ?? '', downloadUrl: values.downloadUrl ?? '' };
  const words = MAIL_WORDS[locale];

  const subject = fill(subjectTemplate, data).replace(/\s+/g, ' ').trim();
  const bodyText = fill(bodyTemplate, data).trim();
  const buttonUrl = kind === 'doi' ? values.confirmationUrl : values.downloadUrl;
  const buttonText = kind === 'doi' ? words.doiButton : eventText(event, 'ctaButtonText', locale);
  return {
    locale,
    subject,
    bodyText,
    bodyHtml: toHtml(bodyText),
    button: buttonUrl ? { text: buttonText, url: buttonUrl } : null,
    brand: { name: event.name, color: event.primaryColor, logoUrl: event.logoUrl },
    footerNote: words.mailFooter(event.name),
    eraseLink: values.eraseUrl ? { text: words.eraseLink, url: values.eraseUrl } : undefined,
  };
}
