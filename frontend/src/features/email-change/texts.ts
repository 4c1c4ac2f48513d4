/** German copy of the page behind the address-change link (/e-mail-aendern/:token). */
export const emailChangeTexts = {
  documentTitle: 'E-Mail-Adresse bestätigen',
  pending: 'Deine neue E-Mail-Adresse wird bestätigt...',
  doneTitle: 'E-Mail-Adresse geändert',
  doneText: (email: string) => (email ? `Du meldest dich ab jetzt mit ${email} an.` : 'Du meldest dich ab jetzt mit der neuen Adresse an.'),
  expiredTitle: 'Dieser Link ist abgelaufen',
  expiredText: 'Ein Bestätigungslink gilt 24 Stunden. Fordere in den Einstellungen unter „Sicherheit“ einfach einen neuen an.',
  invalidTitle: 'Dieser Link gilt nicht',
  invalidText: 'Vielleicht wurde er schon benutzt oder ist unvollständig angekommen. In den Einstellungen unter „Sicherheit“ kannst du einen neuen anfordern.',
  takenTitle: 'Diese Adresse ist schon vergeben',
  takenText:
    'Inzwischen gehört diese E-Mail-Adresse zu einem anderen Konto. Deine bisherige Adresse gilt weiter. In den Einstellungen unter „Sicherheit“ kannst du eine andere wählen.',
  failedTitle: 'Das hat nicht geklappt',
  failedText: 'Die Adresse konnte nicht bestätigt werden. Bitte prüfe deine Verbindung.',
  retry: 'Erneut versuchen',
  settings: 'Zu den Sicherheitseinstellungen',
  login: 'Anmelden',
  home: 'Zur Startseite',
};
