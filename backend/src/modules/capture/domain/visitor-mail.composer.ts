import Handlebars from 'handlebars';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { eventText, textLocale, type EventRecord, type EventTextSource } from '../../events';
import type { EventMailContent } from '../../mailing';

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

const engine = Handlebars.create();
/** Compiled subjects and bodies: every submit composes its mail, and compiling was 6 % of its CPU. */
const compiled = new Map<string, Handlebars.TemplateDelegate>();
/** Enough for every event's texts in both languages on a busy instance; the oldest go first. */
const MAX_COMPILED = 2000;
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

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
    subject,
    bodyText,
    bodyHtml: toHtml(bodyText),
    button: buttonUrl ? { text: buttonText, url: buttonUrl } : null,
    brand: { name: event.name, color: event.primaryColor, logoUrl: event.logoUrl },
    footerNote: words.mailFooter(event.name),
    eraseLink: values.eraseUrl ? { text: words.eraseLink, url: values.eraseUrl } : undefined,
  };
}

/** Placeholders filled as text; an unknown placeholder or a broken template leaves the text as written. */
function fill(template: string, data: Record<string, string>): string {
  try {
    return compiledTemplate(template)(data);
  } catch {
    return template;
  }
}

function compiledTemplate(template: string): Handlebars.TemplateDelegate {
  let render = compiled.get(template);
  if (!render) {
    render = engine.compile(template, { noEscape: true, knownHelpersOnly: true });
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(template, render);
  }
  return render;
}

function toHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph).replace(URL_PATTERN, '<a href="$1" style="color:#00666e;word-break:break-all;">$1</a>');
      return `<p style="margin:0 0 16px;">${html.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
