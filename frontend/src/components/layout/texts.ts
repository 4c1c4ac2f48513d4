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
