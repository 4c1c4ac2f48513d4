import { PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';

/** Words of the sign-in pieces the auth dialog, the admin login and the reset page share. */
export const signInTexts = {
  forgot: {
    intro: 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.',
    email: 'E-Mail',
    emailPlaceholder: 'name@firma.de',
    emailRequired: 'E-Mail-Adresse ist erforderlich',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    submit: 'Link senden',
    pending: 'Wird gesendet...',
    failed: 'Der Link konnte nicht angefordert werden. Bitte prüfe deine Verbindung und versuche es erneut.',
    /** Said for every address, known or not, when the server sent no sentence of its own. */
    sent: 'Wenn zu dieser Adresse ein Konto gehört, haben wir dir einen Link geschickt.',
    /** Under the sentence, whichever it is: what to do with the link. */
    sentHint: 'Der Link gilt 30 Minuten und nur einmal. Keine E-Mail da? Schau auch im Spam-Ordner nach.',
    again: 'An eine andere Adresse senden',
  },
  code: {
    totpLabel: 'Bestätigungscode aus deiner Authenticator-App',
    totpHint: 'Die sechs Ziffern, die deine App gerade für FairLeads anzeigt.',
    recoveryLabel: 'Wiederherstellungscode',
    recoveryHint: 'Einer der zehn Codes, die du beim Einrichten gesichert hast. Jeder gilt nur einmal.',
    useRecovery: 'Wiederherstellungscode verwenden',
    useTotp: 'Code aus der Authenticator-App verwenden',
    required: 'Bitte gib den Code ein.',
    totpFormat: 'Der Code besteht aus 6 Ziffern.',
    submit: 'Bestätigen',
    pending: 'Wird geprüft...',
    wrong: 'Der Code stimmt nicht. Bitte prüfe ihn und versuche es erneut.',
    expired: 'Die Anmeldung ist abgelaufen. Bitte gib dein Passwort noch einmal ein.',
    failed: 'Die Anmeldung hat nicht geklappt. Bitte prüfe deine Verbindung und versuche es erneut.',
    back: 'Zurück zur Anmeldung',
  },
  newPassword: {
    password: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    strengthLabel: 'Passwortstärke',
    rule: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Länger ist sicherer.`,
  },
};
