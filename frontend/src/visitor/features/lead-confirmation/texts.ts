/** German texts of the double opt-in page (spec 2 'Confirmation pages', 8). */
export const confirmTexts = {
  documentTitle: 'Bestätigung',
  loading: 'Deine Anmeldung wird bestätigt...',
  successTitle: 'Alles bestätigt - hier ist dein Zugang!',
  successFallbackBody: 'Vielen Dank, deine E-Mail-Adresse ist bestätigt.',
  defaultCta: '📥 Jetzt herunterladen',
  failureTitle: 'Bestätigung fehlgeschlagen',
  invalidLink: 'Der Bestätigungslink ist ungültig oder bereits abgelaufen.',
  connectionError: 'Die Bestätigung konnte gerade nicht abgeschlossen werden. Bitte versuche es später erneut.',
  retry: 'Erneut versuchen',
};
