/** Headings of screens that later issues fill in (German, per route). */
export const routeTitles = {
  events: 'Events verwalten',
  eventSettings: 'Event-Einstellungen',
  standDevices: 'Stand-Geräte',
  leads: 'Alle Leads',
  leadCapture: 'Lead erfassen',
  archive: 'Archivierte Events',
  settings: 'Einstellungen',
  paymentSuccess: 'Zahlung',
  form: 'Anmeldeformular',
  confirm: 'Bestätigung',
  emailConfirmation: 'E-Mail bestätigen',
  blog: 'Blog',
  blogPost: 'Blog-Artikel',
  imprint: 'Impressum',
  privacy: 'Datenschutzerklärung',
  admin: 'Admin-Bereich',
  invitation: 'Einladung',
  passwordReset: 'Passwort zurücksetzen',
  emailChange: 'E-Mail-Adresse bestätigen',
};

export const routeErrorTexts = {
  title: 'Etwas ist schiefgelaufen',
  body: 'Die Seite konnte nicht geladen werden. Bitte lade die Seite neu.',
  reload: 'Seite neu laden',
  home: 'Zur Startseite',
};

/** The page for an address that leads nowhere (signed in or not). */
export const notFoundTexts = {
  documentTitle: 'Seite nicht gefunden',
  code: '404',
  title: 'Diese Seite gibt es nicht',
  body: 'Vielleicht hat sich in der Adresse ein Tippfehler eingeschlichen, oder die Seite ist umgezogen.',
  address: 'Aufgerufene Adresse:',
  home: 'Zur Startseite',
  events: 'Zu deinen Events',
  blog: 'Zum Blog',
};

export const visitorHandoffTexts = {
  loading: 'Seite wird geladen...',
  failed: 'Diese Seite konnte nicht geladen werden. Bitte lade die Seite neu.',
  reload: 'Seite neu laden',
};

/** A page the role may not use (the stand team at the event settings). */
export const noPermissionTexts = {
  title: 'Dazu fehlt dir die Berechtigung',
  text: 'Events einrichten und ändern darf in diesem Konto die Verwaltung. Die Leads deiner Events findest du am Lead-Desk.',
  leads: 'Zum Lead-Desk',
};
