export const activationTexts = {
  documentTitle: 'Account-Aktivierung',
  loading: 'Dein Account wird aktiviert...',
  successTitle: 'Account erfolgreich aktiviert!',
  successBody: (email: string) =>
    email
      ? `Dein Account für ${email} ist jetzt aktiv. Du kannst dich jetzt anmelden.`
      : 'Dein Account ist jetzt aktiv. Du kannst dich jetzt anmelden.',
  loginButton: 'Jetzt anmelden',
  errorTitle: 'Aktivierung fehlgeschlagen',
  invalidLink: 'Ungültiger Aktivierungslink',
  connectionError: 'Verbindungsfehler. Bitte versuche es später erneut.',
  homeButton: 'Zur Startseite',
};
