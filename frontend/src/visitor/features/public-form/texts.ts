/** German texts of the public lead form (spec 2 'Public lead form', 5, 8). */
export const formTexts = {
  loading: 'Formular wird geladen...',
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.de',
  nameLabel: 'Name',
  optional: '(optional)',
  selectPlaceholder: 'Bitte wählen',
  privacyWord: 'Datenschutzerklärung',
  defaultPrivacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.',
  defaultSubmit: 'Daten übergeben',
  submitting: 'Wird gesendet...',
  honeypotLabel: 'Website (bitte leer lassen)',

  // Validation (spec 5)
  emailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  nameRequired: 'Bitte gib deinen Namen ein.',
  textRequired: (label: string) => `Bitte fülle das Feld „${label}“ aus.`,
  selectRequired: (label: string) => `Bitte wähle eine Option für „${label}“.`,
  selectInvalid: (label: string) => `Bitte wähle eine der angebotenen Optionen für „${label}“.`,
  consentRequired: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren',
  errorSummary: (count: number) =>
    count === 1 ? 'Bitte prüfe deine Eingabe: ' : `Bitte prüfe deine Eingaben (${count} Felder): `,

  // Views (spec 2, 8)
  unavailableTitle: 'Event nicht mehr verfügbar',
  unavailableBody:
    'Dieses Formular ist nicht mehr aktiv oder existiert nicht. Bitte wende dich an das Team am Messestand.',
  limitTitle: 'Anmeldeschluss erreicht',
  limitBadge: 'Limit erreicht (max. 10 Leads)',
  limitBody: 'Für dieses Event können leider keine weiteren Anmeldungen angenommen werden.',
  doiTitle: 'Fast geschafft!',
  doiBody: 'Wir haben dir eine E-Mail geschickt. Bitte bestätige deine E-Mail-Adresse über den Link darin.',
  doiRedirect: 'Du wirst weitergeleitet...',
  thanksTitle: 'Vielen Dank!',
  thanksBody: 'Deine Daten wurden erfolgreich übermittelt.',
  downloadHint: 'Dein Download öffnet sich gleich in einem neuen Tab. Falls nicht, tippe auf den Button.',
  downloadButton: '📥 Jetzt herunterladen',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorFallback: 'Formular konnte nicht gesendet werden',
  retry: 'Erneut versuchen',
};
