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

/** A free first event takes at most this many leads. */
export const FREE_EVENT_LEAD_LIMIT = 10;
