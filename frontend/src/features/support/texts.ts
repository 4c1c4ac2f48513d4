export type SupportMode = 'support' | 'organizer';

export const supportTexts = {
  modes: {
    support: {
      title: 'Support kontaktieren',
      description:
        'Du hast eine Frage zu FairLeads oder brauchst Hilfe bei deinem Event? Schreib uns, wir melden uns innerhalb von 1 Werktag.',
      messageLabel: 'Deine Nachricht',
      messagePlaceholder: 'Beschreibe kurz dein Anliegen, z. B. welches Event betroffen ist.',
      submit: 'Nachricht senden',
      errorDescription: 'Support-Ticket konnte nicht gesendet werden',
    },
    organizer: {
      title: 'Anfrage für Messeveranstalter',
      description:
        'Du möchtest FairLeads allen Ausstellern deiner Messe anbieten? Erzähl uns von deiner Veranstaltung, wir melden uns mit einem passenden Angebot.',
      messageLabel: 'Deine Anfrage',
      messagePlaceholder: 'Name der Messe, Termin und ungefähre Zahl der Aussteller.',
      submit: 'Anfrage senden',
      errorDescription: 'Anfrage konnte nicht gesendet werden',
    },
  },
  fields: {
    name: 'Name',
    namePlaceholder: 'Max Mustermann',
    email: 'E-Mail-Adresse',
    emailPlaceholder: 'max@firma.de',
    honeypot: 'Website (bitte leer lassen)',
  },
  errors: {
    name: 'Bitte gib deinen Namen ein.',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    message: 'Bitte schreib uns eine kurze Nachricht.',
  },
  sending: 'Wird gesendet...',
  errorTitle: 'Fehler',
  success: {
    title: 'Nachricht gesendet!',
    text: 'Wir melden uns innerhalb von 1 Werktag.',
    hint: (email: string) => `Unsere Antwort geht an ${email}.`,
    close: 'Fertig',
  },
};
