/** German copy of the account settings page (/settings). */
export const AVV_VERSION = 'v1.0';
/** Minimum reading time before the AVV can be accepted. */
export const AVV_READING_SECONDS = 15;
/** The exact text the deletion confirmation expects. */
export const DELETE_CONFIRMATION = 'DELETE';
/** Window event the cookie-consent modal (public-site issue) listens for. */
export { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/cookie-settings';

export const settingsTexts = {
  title: 'Einstellungen',
  intro: 'Verwalte dein Konto, dein Team, deine Benachrichtigungen, die Anbindung an dein CRM und die rechtlichen Vereinbarungen.',
  /** The stand team has no billing, CRM or deletion here. */
  introStaff: 'Deine Angaben, dein Team, deine Benachrichtigungen und die rechtlichen Vereinbarungen.',
  tabsLabel: 'Einstellungsbereiche',
  tabs: {
    personal: 'Persönlich',
    security: 'Sicherheit',
    team: 'Team',
    privacy: 'Datenschutz & Recht',
    billing: 'Abrechnung',
    webhooks: 'Webhooks',
    integrations: 'Integrationen',
    'api-keys': 'API-Schlüssel',
    account: 'Account',
  },
  loadError: 'Die Daten konnten nicht geladen werden.',

  account: {
    title: 'Kontodaten',
    name: 'Name',
    email: 'E-Mail-Adresse',
    empty: '–',
    note: 'Deine E-Mail-Adresse und dein Passwort änderst du unter „Sicherheit“. Für einen neuen Namen schreib uns über den Support.',
  },
  email: {
    title: 'E-Mail-Benachrichtigungen',
    intro: 'Änderungen werden sofort gespeichert.',
    loading: 'E-Mail-Einstellungen werden geladen...',
    leadLabel: 'Benachrichtigung bei neuen Leads',
    leadDescription: 'Du erhältst eine E-Mail, sobald sich ein neuer Lead für eines deiner Events einträgt.',
    weeklyLabel: 'Wöchentlicher Report',
    weeklyDescription: 'Einmal pro Woche eine Zusammenfassung deiner Events und Leads.',
    saved: 'E-Mail-Einstellungen gespeichert.',
    saveError: 'E-Mail-Einstellungen konnten nicht gespeichert werden.',
  },

  cookies: {
    title: 'Cookie-Einstellungen',
    text: 'Lege fest, welche optionalen Cookies FairLeads in deinem Browser setzen darf.',
    button: 'Cookie-Einstellungen öffnen',
  },
  tom: {
    title: 'Technische und organisatorische Maßnahmen (TOM)',
    intro: 'So schützen wir die Daten deiner Leads:',
    items: [
      'Mandantentrennung: Jeder Veranstalter sieht ausschließlich seine eigenen Events und Leads.',
      'Verschlüsselte Übertragung: Alle Verbindungen laufen ausschließlich über HTTPS (TLS).',
      'Passwörter werden nie im Klartext gespeichert, sondern mit Argon2id gehasht.',
      'Double-Opt-in: Leads bestätigen ihre Einwilligung per E-Mail; Zeitpunkt und Inhalt der Einwilligung werden als Nachweis gespeichert.',
      'Löschkonzept: Lead-Daten werden nach einem festen Zeitplan nach Ende des Events gelöscht; vorher erhältst du eine Benachrichtigung und ein CSV-Backup.',
      'Hosting in der EU: Server und Datenbanken werden in Rechenzentren innerhalb der Europäischen Union betrieben.',
    ],
  },
  avv: {
    title: 'Auftragsverarbeitungsvertrag (AVV)',
    documentTitle: `Auftragsverarbeitungsvertrag gemäß Art. 28 DSGVO – Version ${AVV_VERSION}`,
    regionLabel: 'Vertragstext des Auftragsverarbeitungsvertrags',
    loading: 'AVV-Status wird geladen...',
    paragraphs: [
      {
        heading: '1. Gegenstand und Dauer',
        text: 'FairLeads (Auftragsverarbeiter) verarbeitet personenbezogene Daten im Auftrag des Veranstalters (Verantwortlicher), um Leads auf Events zu erfassen, per Double-Opt-in zu bestätigen und Inhalte per E-Mail zuzustellen. Der Vertrag gilt, solange der Account besteht.',
      },
      {
        heading: '2. Art der Daten und betroffene Personen',
        text: 'Verarbeitet werden Kontaktdaten der Besucherinnen und Besucher (z. B. Name, E-Mail-Adresse, Firma) sowie Nachweise ihrer Einwilligung. Betroffen sind die Personen, die sich über die Formulare des Veranstalters eintragen.',
      },
      {
        heading: '3. Weisungen und Vertraulichkeit',
        text: 'FairLeads verarbeitet die Daten nur auf dokumentierte Weisung des Veranstalters. Alle Personen mit Zugriff sind zur Vertraulichkeit verpflichtet.',
      },
      {
        heading: '4. Technische und organisatorische Maßnahmen',
        text: 'FairLeads trifft die im Abschnitt „TOM“ beschriebenen Maßnahmen, insbesondere Mandantentrennung, verschlüsselte Übertragung, gehashte Passwörter und Hosting in der EU.',
      },
      {
        heading: '5. Unterauftragsverarbeiter',
        text: 'FairLeads setzt Unterauftragsverarbeiter nur mit gleichwertigen Datenschutzpflichten ein. Über geplante Änderungen informieren wir dich vorab; du kannst innerhalb von 30 Tagen nach der Mitteilung widersprechen.',
      },
      {
        heading: '6. Unterstützung, Löschung und Rückgabe',
        text: 'FairLeads unterstützt dich bei Anfragen betroffener Personen und meldet Datenschutzverletzungen unverzüglich. Nach Ende der Verarbeitung werden die Daten nach dem festgelegten Zeitplan gelöscht; eine Export-Möglichkeit besteht vorher.',
      },
    ],
    readHint: (seconds: number) =>
      `Bitte lies den Vertrag sorgfältig. Die Bestätigung ist in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} möglich.`,
    readDone: 'Du kannst den Vertrag jetzt bestätigen.',
    checkbox: 'Ich habe den Auftragsverarbeitungsvertrag gelesen und akzeptiere ihn im Namen meines Unternehmens.',
    accept: 'AVV akzeptieren',
    accepting: 'Wird gespeichert...',
    tooEarly: 'Bitte nimm dir die Zeit, den Vertrag zu lesen.',
    checkFirst: 'Bitte bestätige zuerst, dass du den Vertrag gelesen hast.',
    accepted: 'AVV akzeptiert',
    acceptedInfo: (date: string, version: string) => `Akzeptiert am ${date} · Version ${version}`,
    acceptedToast: 'AVV akzeptiert.',
    acceptError: 'AVV konnte nicht akzeptiert werden.',
  },

  billing: {
    title: 'Abrechnung',
    text: 'Firmendaten, der Kauf von Event-Credits und deine Rechnungen kommen mit der Zahlungsanbindung hierher.',
    creditsLabel: 'Verfügbare Event-Credits',
    creditsHint: 'Ein Credit schaltet ein weiteres Event frei (49 € pro Event, einmalig).',
  },

  goodbye: {
    documentTitle: 'Auf Wiedersehen',
    title: 'Dein Account ist gelöscht',
    intro: 'Wir haben unwiderruflich entfernt:',
    sessionItem: 'deine Anmeldung auf diesem Gerät',
    thanks: 'Danke, dass du FairLeads genutzt hast. Du bist jederzeit wieder willkommen.',
    home: 'Zur Startseite',
    registerAgain: 'Neu registrieren',
  },
  deletion: {
    title: 'Gefahrenzone',
    warningTitle: 'Account löschen',
    warningText: 'Beim Löschen werden unwiderruflich entfernt:',
    items: ['dein Account mit allen Kontodaten', 'alle deine Events', 'alle Leads deiner Events'],
    warningNote: 'Exportiere vorher alle Leads, die du behalten möchtest.',
    start: 'Account löschen',
    confirmTitle: 'Löschung bestätigen',
    confirmLabel: 'Gib DELETE ein',
    confirmHint: 'Zur Bestätigung bitte exakt DELETE in Großbuchstaben eingeben.',
    confirmMismatch: "Bitte gib exakt 'DELETE' ein, um fortzufahren.",
    next: 'Weiter',
    finalTitle: 'Bist du sicher?',
    finalText: 'Dein Account, alle Events und alle Leads werden endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
    finalConfirm: 'Endgültig löschen',
    deleting: 'Wird gelöscht...',
    cancel: 'Abbrechen',
    error: 'Account konnte nicht gelöscht werden.',
  },
};
