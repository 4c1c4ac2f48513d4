/** German copy of the page behind the reset link (/passwort-zuruecksetzen/:token). */
export const passwordResetTexts = {
  documentTitle: 'Passwort zurücksetzen',
  checking: 'Der Link wird geprüft...',
  title: 'Neues Passwort festlegen',
  intro: (expiresAt: string | null) =>
    expiresAt ? `Wähle ein neues Passwort für dein Konto. Der Link gilt bis ${expiresAt} Uhr.` : 'Wähle ein neues Passwort für dein Konto.',
  submit: 'Passwort speichern',
  pending: 'Wird gespeichert...',
  failed: 'Das Passwort konnte nicht gespeichert werden. Bitte prüfe deine Verbindung und versuche es erneut.',
  doneTitle: 'Passwort geändert.',
  doneText: 'Du kannst dich jetzt anmelden. Aus Sicherheitsgründen wurden alle Geräte abgemeldet.',
  login: 'Jetzt anmelden',
  expiredTitle: 'Dieser Link ist abgelaufen',
  expiredText: 'Ein Link zum Zurücksetzen gilt 30 Minuten. Fordere einfach einen neuen an.',
  invalidTitle: 'Dieser Link gilt nicht',
  invalidText: 'Vielleicht wurde er schon benutzt oder ist unvollständig angekommen. Fordere einfach einen neuen an.',
  requestTitle: 'Neuen Link anfordern',
  loadError: 'Der Link konnte nicht geprüft werden. Bitte prüfe deine Verbindung.',
  retry: 'Erneut versuchen',
  home: 'Zur Startseite',
};
