/** The specification's defaults for an event's form and e-mails (organiser-and-admin.md section 3). */
export const EVENT_DEFAULTS = {
  primaryColor: '#3b82f6',
  secondaryColor: '#007E87',
  backgroundColor: '#007E87',
  doubleOptIn: true,
  nameRequired: false,
  doiEmailSubject: 'Bestätige deine Kontaktdaten',
  welcomeEmailSubject: 'Hier sind deine exklusiven Informationen 🎉',
  ctaButtonText: '📥 Jetzt herunterladen',
  submitButtonText: 'Daten übergeben',
  privacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.',
  /** The spec's default bodies are "German texts with placeholders"; these are ours. */
  doiEmailBody:
    'Hallo{{#if name}} {{name}}{{/if}},\n\nvielen Dank für dein Interesse! Bitte bestätige mit einem Klick, dass wir dir die versprochenen Informationen an diese Adresse senden dürfen:\n\n{{confirmationUrl}}\n\nWenn du das Formular nicht ausgefüllt hast, ignoriere diese E-Mail einfach: Ohne deine Bestätigung bekommst du von uns keine weiteren Nachrichten.',
  welcomeEmailBody:
    'Hallo{{#if name}} {{name}}{{/if}},\n\nschön, dass du bestätigt hast! Hier ist dein exklusiver Inhalt:\n\n{{downloadUrl}}\n\nViel Freude damit!',
} as const;

/**
 * The product's English defaults for the same texts (issue 13): what an English visitor gets when
 * the organiser wrote neither an English nor an own German text (see event-texts.ts).
 */
export const EVENT_DEFAULTS_EN = {
  doiEmailSubject: 'Please confirm your contact details',
  welcomeEmailSubject: 'Here is your exclusive information 🎉',
  ctaButtonText: '📥 Download now',
  submitButtonText: 'Submit',
  privacyText: 'I agree that my data is processed according to the privacy policy.',
  doiEmailBody:
    'Hello{{#if name}} {{name}}{{/if}},\n\nthank you for your interest! Please confirm with one click that we may send the promised information to this address:\n\n{{confirmationUrl}}\n\nIf you did not fill in the form, simply ignore this e-mail: without your confirmation you will not receive any further messages from us.',
  welcomeEmailBody:
    'Hello{{#if name}} {{name}}{{/if}},\n\nthank you for confirming! Here is your exclusive content:\n\n{{downloadUrl}}\n\nEnjoy!',
} as const;
