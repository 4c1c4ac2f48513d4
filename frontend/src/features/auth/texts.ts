export const authTexts = {
  login: {
    title: 'Anmelden',
    description: 'Melde dich an, um auf dein Dashboard mit Events und Leads zuzugreifen.',
    submit: 'ANMELDEN',
    pending: 'Anmeldung...',
    switchPrompt: 'Noch kein Account?',
    switchLink: 'Jetzt kostenlos registrieren',
    forgot: 'Passwort vergessen?',
  },
  forgot: {
    title: 'Passwort vergessen',
    back: 'Zurück zur Anmeldung',
  },
  secondFactor: {
    title: 'Anmeldung bestätigen',
    description: 'Dein Konto ist mit einer Authenticator-App geschützt. Gib den aktuellen Code ein.',
  },
  passkey: {
    or: 'oder',
    button: 'Mit Passkey anmelden',
    pending: 'Warte auf deinen Passkey...',
    failed: 'Die Anmeldung mit Passkey hat nicht geklappt. Bitte versuche es erneut oder melde dich mit deinem Passwort an.',
  },
  register: {
    title: 'Account erstellen',
    description: 'Registriere dein Unternehmen und starte mit deinem ersten Event.',
    submit: 'ACCOUNT ERSTELLEN',
    pending: 'Account wird erstellt...',
    switchPrompt: 'Bereits registriert?',
    switchLink: 'Zur Anmeldung',
    promoTitle: 'Kostenlos starten',
    promo: [
      'Erstes Event gratis mit bis zu 10 Leads',
      'Einrichtung in 5 Minuten',
      'Weitere Events jederzeit buchbar',
    ],
  },
  fields: {
    email: 'E-Mail',
    emailPlaceholder: 'name@firma.de',
    name: 'Vollständiger Name',
    namePlaceholder: 'Max Mustermann',
    companySlug: 'Firmen-Slug',
    companySlugPlaceholder: 'meine-firma',
    companySlugHint: (url: string) => `Deine Event-URLs: ${url}`,
    companySlugExample: 'meine-firma',
    password: 'Passwort',
    passwordPlaceholder: 'Mindestens 6 Zeichen',
  },
  validation: {
    emailRequired: 'E-Mail-Adresse ist erforderlich',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    nameRequired: 'Name ist erforderlich',
    companySlugRequired: 'Firmen-Slug ist erforderlich',
    passwordRequired: 'Passwort ist erforderlich',
    passwordTooShort: 'Passwort muss mindestens 6 Zeichen lang sein',
    companySlugTooShort: 'Firmen-Slug muss mindestens 3 Zeichen lang sein',
  },
  verify: {
    title: 'Bitte E-Mail bestätigen',
    description: 'Nur noch ein Schritt, dann ist dein Account startklar.',
    sentTo: 'Wir haben eine E-Mail mit einem Aktivierungslink gesendet an:',
    instructions:
      'Klicke auf den Link in der E-Mail, um deinen Account zu aktivieren. Danach kannst du dich anmelden. Schau auch im Spam-Ordner nach.',
    resend: 'E-Mail nochmals senden',
    resending: 'Wird gesendet...',
    backToLogin: 'Zurück zur Anmeldung',
  },
  invitation: {
    back: 'Zurück zur Einladung',
  },
  loginSuccess: {
    title: 'Anmeldung erfolgreich!',
    description: 'Du wirst gleich zu deinem Dashboard weitergeleitet.',
    button: 'Zum Dashboard',
    /** Signed in from a page that waits for it (an invitation): back there. */
    descriptionBack: 'Du wirst gleich zurück zu der Seite geleitet, von der du kamst.',
    buttonBack: 'Weiter',
  },
  toasts: {
    errorTitle: 'Fehler',
    loginSuccess: 'Erfolgreich angemeldet',
    loginFailed: 'Die Anmeldung hat nicht geklappt. Bitte prüfe deine Verbindung und versuche es erneut.',
    registerFailed: 'Die Registrierung hat nicht geklappt. Bitte prüfe deine Verbindung und versuche es erneut.',
    registered: 'Erfolgreich registriert',
    registeredDescription: 'Du kannst dich jetzt anmelden.',
    accountCreated: 'Account erstellt!',
    accountCreatedDescription: 'Bitte prüfe dein E-Mail-Postfach und klicke auf den Aktivierungslink.',
    resent: 'Neue Bestätigungs-E-Mail gesendet',
    resentDescription:
      'Diese Adresse ist bereits registriert, aber noch nicht bestätigt. Bitte prüfe dein E-Mail-Postfach.',
  },
};

/** Marker in the server message for "registered but not yet confirmed" (a new mail was sent). */
export const NOT_CONFIRMED_MARKER = 'noch nicht bestätigt';
