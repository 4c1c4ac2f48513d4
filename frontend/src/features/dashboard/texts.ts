export const dashboardTexts = {
  documentTitle: 'Dashboard',
  /** The first session says 'Willkommen', every later one 'Willkommen zurück' (by first name, if known). */
  greeting: (name: string, signedInBefore: boolean) => {
    const salutation = signedInBefore ? 'Willkommen zurück' : 'Willkommen';
    return name ? `${salutation}, ${name}!` : `${salutation}!`;
  },
  note: 'Deine Events, Leads und Statistiken auf einen Blick.',
  statsTitle: 'Übersicht',
  stats: {
    activeEvents: 'Aktive Events',
    totalLeads: 'Gesamt Leads',
    confirmedLeads: 'Bestätigte Leads',
    conversionRate: 'Conversion Rate',
  },
  statsLoading: 'Statistiken werden geladen...',
  statsError: 'Deine Events konnten nicht geladen werden, deshalb fehlen die Zahlen.',
  funnel: {
    title: 'Funnel',
    intro: 'Was nach dem Scan passiert: von QR-Scan bis Download, ohne Cookies gezählt.',
    eventLabel: 'Event',
    archived: (name: string) => `${name} (archiviert)`,
    details: 'Im Event ansehen',
    loading: 'Funnel wird geladen…',
    loadError: 'Der Funnel konnte nicht geladen werden.',
  },
  quickActionsTitle: 'Schnellzugriff',
  /** `withoutExport`: the text for who may not export (the stand team). */
  quickActions: [
    { to: '/events', title: 'Events verwalten', text: 'Events anlegen, QR-Codes erzeugen, Formulare gestalten.' },
    {
      to: '/leads',
      title: 'Leads ansehen',
      text: 'Alle Kontakte in Echtzeit, Export als CSV.',
      withoutExport: 'Alle Kontakte in Echtzeit: bewerten und Notizen festhalten.',
    },
    { to: '/settings', title: 'Einstellungen', text: 'Account, Rechnungsdaten und Datenschutz.' },
    { to: '/settings?tab=team', title: 'Dein Team', text: 'Wer in diesem Konto mitarbeitet.' },
  ],
  eventsTitle: 'Deine Events',
  welcome: {
    /** The name from the address, 'dort' when missing ("Hallo dort" as in "hello there"). */
    nameFallback: 'dort',
    title: (name: string) => `Hallo ${name}, willkommen bei FairLeads!`,
    description: 'Dein Account ist bestätigt. In wenigen Minuten sammelst du deine ersten Leads.',
    steps: [
      {
        title: 'Dein Demo-Event ist bereit',
        text: 'Mit einem Klick legen wir es an: kostenlos, bis zu 10 Leads, ohne Kreditkarte.',
      },
      {
        title: 'QR-Code erzeugen',
        text: 'Drucke ihn aus oder zeige ihn am Stand: Besucher scannen und tragen sich ein.',
      },
      {
        title: 'Leads kommen automatisch an',
        text: 'Jeder Kontakt erscheint live in deiner Liste, bestätigt per Double Opt-in.',
      },
    ],
    button: "Los geht's: Demo-Event anlegen",
  },
  help: {
    button: 'Hilfe und Support',
  },
  payment: {
    successTitle: 'Zahlung erfolgreich!',
    successText: 'Dein Event-Credit wurde hinzugefügt.',
    cancelledTitle: 'Zahlung abgebrochen',
    cancelledText: 'Die Zahlung wurde abgebrochen.',
  },
};
