/**
 * The product's default texts of an event's form and visitor mails, in German and English: the
 * server sends them when the organiser wrote none, the settings page shows them as editable text
 * and offers 'Standardtext wiederherstellen'. One declaration, so both sides cannot drift apart.
 *
 * Mail placeholders (Handlebars): {{name}} the visitor's name (empty when the form does not ask
 * for it), {{#if name}}…{{/if}} a part shown only with a name, {{confirmationUrl}} the double
 * opt-in link, {{downloadUrl}} the promised content.
 */

/** The texts that have a product default (the intro above the form has none). */
export type DefaultedEventText =
  | 'doiEmailSubject'
  | 'doiEmailBody'
  | 'welcomeEmailSubject'
  | 'welcomeEmailBody'
  | 'ctaButtonText'
  | 'submitButtonText'
  | 'privacyText';

export const EVENT_TEXT_DEFAULTS_DE = {
  doiEmailSubject: 'Bestätige deine Kontaktdaten',
  welcomeEmailSubject: 'Hier sind deine exklusiven Informationen 🎉',
  ctaButtonText: '📥 Jetzt herunterladen',
  submitButtonText: 'Daten übergeben',
  privacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.',
  doiEmailBody:
    'Hallo{{#if name}} {{name}}{{/if}},\n\nvielen Dank für dein Interesse! Bitte bestätige mit einem Klick, dass wir dir die versprochenen Informationen an diese Adresse senden dürfen:\n\n{{confirmationUrl}}\n\nWenn du das Formular nicht ausgefüllt hast, ignoriere diese E-Mail einfach: Ohne deine Bestätigung bekommst du von uns keine weiteren Nachrichten.',
  welcomeEmailBody:
    'Hallo{{#if name}} {{name}}{{/if}},\n\nschön, dass du bestätigt hast! Hier ist dein exklusiver Inhalt:\n\n{{downloadUrl}}\n\nViel Freude damit!',
} as const satisfies Record<DefaultedEventText, string>;

export const EVENT_TEXT_DEFAULTS_EN = {
  doiEmailSubject: 'Please confirm your contact details',
  welcomeEmailSubject: 'Here is your exclusive information 🎉',
  ctaButtonText: '📥 Download now',
  submitButtonText: 'Submit',
  privacyText: 'I agree that my data is processed according to the privacy policy. Every e-mail to me contains a link to delete my data at any time.',
  doiEmailBody:
    'Hello{{#if name}} {{name}}{{/if}},\n\nthank you for your interest! Please confirm with one click that we may send the promised information to this address:\n\n{{confirmationUrl}}\n\nIf you did not fill in the form, simply ignore this e-mail: without your confirmation you will not receive any further messages from us.',
  welcomeEmailBody:
    'Hello{{#if name}} {{name}}{{/if}},\n\nthank you for confirming! Here is your exclusive content:\n\n{{downloadUrl}}\n\nEnjoy!',
} as const satisfies Record<DefaultedEventText, string>;

/** The placeholders each visitor mail fills (the settings page lists them beside the fields). */
export const MAIL_PLACEHOLDERS = {
  doi: ['name', 'confirmationUrl'],
  welcome: ['name', 'downloadUrl'],
} as const;

/**
 * Whether a text is the default as written: line ends and the white space around it do not
 * count (a browser's text area may send \r\n; the server trims).
 */
export function isDefaultText(value: string | null | undefined, defaultText: string): boolean {
  const normalize = (text: string) => text.replace(/\r\n?/g, '\n').trim();
  return value == null || normalize(value) === '' || normalize(value) === normalize(defaultText);
}
