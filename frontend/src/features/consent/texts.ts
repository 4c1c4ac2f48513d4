export const consentTexts = {
  title: 'Cookies & Datenschutz',
  intro:
    'FairLeads nutzt notwendige Cookies, damit die Seite funktioniert, zum Beispiel für deine Anmeldung und den Schutz von Formularen. Mit deiner Zustimmung verwenden wir zusätzlich Google Analytics, um zu verstehen, welche Inhalte hilfreich sind. Du kannst deine Auswahl jederzeit in den Einstellungen ändern.',
  privacyPrefix: 'Mehr erfährst du in unserer',
  privacyLink: 'Datenschutzerklärung',
  acceptAll: 'Alle akzeptieren',
  necessaryOnly: 'Nur notwendige',
  customize: 'Anpassen',
  custom: {
    title: 'Cookie-Einstellungen anpassen',
    intro: 'Wähle aus, welche Kategorien du erlaubst. Notwendige Cookies sind für den Betrieb erforderlich.',
    save: 'Einstellungen speichern',
    back: 'Zurück',
  },
  categories: {
    necessary: {
      title: 'Notwendig',
      text: 'Sitzungs-Cookie für die Anmeldung, Schutz-Token gegen gefälschte Anfragen und die Speicherung dieser Auswahl. Ohne sie funktioniert FairLeads nicht.',
      badge: 'Immer aktiv',
    },
    analytics: {
      title: 'Analyse',
      text: 'Google Analytics 4 mit gekürzter IP-Adresse. Hilft uns zu verstehen, wie die Website genutzt wird. Wird erst nach deiner Zustimmung geladen.',
    },
    marketing: {
      title: 'Marketing',
      text: 'Derzeit setzen wir keine Marketing- oder Werbe-Tools ein, diese Auswahl wird nur gespeichert. Bevor wir solche Tools einführen, fragen wir dich erneut.',
    },
  },
};
