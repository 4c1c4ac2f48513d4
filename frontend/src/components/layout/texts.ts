export const appNavTexts = {
  navLabel: 'Hauptnavigation',
  links: {
    dashboard: 'Dashboard',
    events: 'Events',
    leads: 'Leads',
    blog: 'Blog',
    archive: 'Archiv',
    settings: 'Einstellungen',
  },
  /** Who is signed in, beside the name: an organiser is an exhibitor, never 'Administrator'. */
  roles: { user: 'Aussteller', admin: 'Plattform-Admin', superadmin: 'Plattform-Admin' },
  credits: (n: number) => (n === 1 ? '1 Event-Credit' : `${n} Event-Credits`),
  logout: 'Logout',
  loggingOut: 'Abmelden...',
};

export const publicShellTexts = {
  home: 'Startseite',
  footerNav: 'Rechtliches',
  blog: 'Blog',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  copyright: (year: number) => `© ${year} FairLeads`,
  siteNav: 'Hauptnavigation',
  problem: 'Problem',
  solution: 'Lösung',
  pricing: 'Preise',
  login: 'Login',
  register: 'Kostenlos starten',
  dashboard: 'Dashboard',
};

export const accountSwitcherTexts = {
  button: (name: string) => `Konto wechseln, aktuell: ${name}`,
  menu: 'Deine Konten',
  unknown: 'Konto',
  switching: 'Wechsle...',
  switched: (name: string) => `Du arbeitest jetzt in ${name}.`,
  failed: 'Der Kontowechsel hat nicht geklappt. Bitte versuche es erneut.',
};

/** What someone sees who belongs to no account (e.g. removed from their only one). */
export const noAccountTexts = {
  documentTitle: 'Kein Konto',
  title: 'Du gehörst noch zu keinem Konto',
  text: 'Sobald dich jemand in ein Team einlädt, findest du den Link dazu in deinem E-Mail-Postfach. Öffne ihn, dann kannst du loslegen.',
  signedInAs: (email: string) => `Angemeldet als ${email}.`,
  logout: 'Abmelden',
  loggingOut: 'Abmelden...',
  home: 'Zur Startseite',
};
