export const landingTexts = {
  nav: {
    label: 'Seitennavigation',
    blog: 'Blog',
    login: 'Login',
    register: 'Kostenlos starten',
    logout: 'Logout',
    dashboard: 'Dashboard',
  },
  banners: {
    verificationSuccess: (email: string) =>
      `E-Mail erfolgreich bestätigt! Du kannst dich jetzt mit ${email} anmelden.`,
    verificationError: 'Fehler bei der E-Mail-Bestätigung. Bitte versuche es erneut.',
    dismiss: 'Hinweis schließen',
  },
  hero: {
    eyebrow: 'Lead-Erfassung für Messen, Pop-up-Stores und Roadshows',
    title: 'Messe-Leads per QR-Code erfassen.',
    titleAccent: 'DSGVO-konform.',
    lead:
      'Besucher scannen den QR-Code an deinem Stand, füllen ein Formular in deinem Branding aus und bestätigen per Double-Opt-in. Du siehst jeden Kontakt in Echtzeit und exportierst ihn als CSV in dein CRM.',
    primary: 'Kostenlos starten',
    secondary: 'Login',
    loggedInPrimary: 'Zu meinen Events',
    freeOffer: 'Erstes Event kostenlos: bis zu 10 Leads, keine Kreditkarte.',
    stepsTitle: 'So einfach geht es',
    steps: [
      { title: 'QR-Code scannen', text: 'Besucher scannen den Code direkt am Stand.' },
      { title: 'Formular ausfüllen', text: 'Dein Branding, deine Felder, in unter einer Minute.' },
      { title: 'Double-Opt-in', text: 'Bestätigung per E-Mail, Einwilligung dokumentiert.' },
      { title: 'Lead im Dashboard', text: 'Live sehen, nachfassen, als CSV exportieren.' },
    ],
    trust: ['DSGVO & Double-Opt-in', 'Hosting in der EU', 'Setup in 5 Minuten'],
  },
};
