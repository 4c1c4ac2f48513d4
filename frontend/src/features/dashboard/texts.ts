export const dashboardTexts = {
  documentTitle: 'Dashboard',
  greeting: (name: string) => `Willkommen zurück, ${name}!`,
  nameFallback: 'Demo User',
  note: 'Deine Events, Leads und Statistiken auf einen Blick.',
  statsTitle: 'Übersicht',
  stats: {
    activeEvents: 'Aktive Events',
    totalLeads: 'Gesamt Leads',
    confirmedLeads: 'Bestätigte Leads',
    conversionRate: 'Conversion Rate',
  },
  statsLoading: 'Statistiken werden geladen...',
  statsError: 'Failed to fetch events',
  quickActionsTitle: 'Schnellzugriff',
  quickActions: [
    { to: '/events', title: 'Events verwalten', text: 'Events anlegen, QR-Codes erzeugen, Formulare gestalten.' },
    { to: '/leads', title: 'Leads ansehen', text: 'Alle Kontakte in Echtzeit, Export als CSV.' },
    { to: '/settings', title: 'Einstellungen', text: 'Account, Rechnungsdaten und Datenschutz.' },
  ],
  eventsTitle: 'Deine Events',
  payment: {
    successTitle: 'Zahlung erfolgreich!',
    successText: 'Dein Event-Credit wurde hinzugefügt.',
    cancelledTitle: 'Zahlung abgebrochen',
    cancelledText: 'Die Zahlung wurde abgebrochen.',
  },
};
