export const dashboardTexts = {
  documentTitle: 'Dashboard',
  greeting: (name: string) => `Willkommen zurück, ${name}!`,
  nameFallback: 'Demo User',
  note: 'Hier siehst du bald deine Events, Leads und Statistiken auf einen Blick. Lege los mit deinem ersten Event.',
  quickActionsTitle: 'Schnellzugriff',
  quickActions: [
    { to: '/events', title: 'Events verwalten', text: 'Events anlegen, QR-Codes erzeugen, Formulare gestalten.' },
    { to: '/leads', title: 'Leads ansehen', text: 'Alle Kontakte in Echtzeit, Export als CSV.' },
    { to: '/settings', title: 'Einstellungen', text: 'Account, Rechnungsdaten und Datenschutz.' },
  ],
};
