/** German texts of the e-mail confirmation page (spec 2 'Confirmation pages', 8). */
export const emailConfirmationTexts = {
  documentTitle: 'E-Mail bestätigen',
  loading: 'Wird geladen...',
  title: 'Bitte bestätige deine E-Mail-Adresse',
  sentTo: 'Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt an:',
  sentNoAddress: 'Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt.',
  instruction: (eventName: string) =>
    `Klicke auf den Link in der E-Mail, um deine Anmeldung für „${eventName}“ abzuschließen.`,
  spamHint: 'Keine E-Mail erhalten? Schau bitte auch in deinem Spam-Ordner nach.',
  resend: 'E-Mail erneut senden',
  resending: 'Wird gesendet...',
  cooldown: (seconds: number) => `Erneut senden in ${seconds} s`,
  resent: 'Die E-Mail wurde erneut gesendet. Bitte prüfe dein Postfach.',
  resentRecently:
    'Wir haben dir die E-Mail vor wenigen Minuten geschickt. Sie kann einen Moment brauchen: Bitte schau auch im Spam-Ordner nach und versuche es sonst in 10 Minuten erneut.',
  backToForm: 'Falsche E-Mail-Adresse? Zurück zum Formular',

  // Resend errors (spec 8)
  eventMissing: 'Event-Informationen nicht verfügbar. Bitte öffne das Formular erneut und sende es noch einmal ab.',
  noEmailTitle: 'Keine E-Mail-Adresse gefunden',
  noEmailBody: 'Bitte fülle das Formular erneut aus.',
  sendFailedTitle: 'Fehler beim Senden',
  sendFailedBody: 'E-Mail konnte nicht erneut gesendet werden.',
};
