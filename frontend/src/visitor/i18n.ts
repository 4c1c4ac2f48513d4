/**
 * The visitor pages' own words in German (default) and English. The server picks the language
 * (the page's switch `?lang=`, else Accept-Language) and hands the dictionary to the page script,
 * so the script shows its messages in the same language. The organiser's own texts (intro,
 * privacy text, submit button) come translated or not from the server, never from here.
 */
export type Locale = 'de' | 'en';

const de = {
  appName: 'FairLeads',
  logoAlt: 'Logo',
  defaultEventName: 'Event',
  languageSwitch: 'English',
  languageSwitchLabel: 'Switch to English',

  // the public lead form
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.de',
  nameLabel: 'Name',
  optional: '(optional)',
  selectPlaceholder: 'Bitte wählen',
  privacyWord: 'Datenschutzerklärung',
  defaultPrivacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.',
  defaultSubmit: 'Daten übergeben',
  submitting: 'Wird gesendet...',
  honeypotLabel: 'Website (bitte leer lassen)',
  emailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  nameRequired: 'Bitte gib deinen Namen ein.',
  textRequired: 'Bitte fülle das Feld „{label}“ aus.',
  selectRequired: 'Bitte wähle eine Option für „{label}“.',
  selectInvalid: 'Bitte wähle eine der angebotenen Optionen für „{label}“.',
  consentRequired: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren',
  errorSummaryOne: 'Bitte prüfe deine Eingabe:',
  errorSummaryMany: 'Bitte prüfe deine Eingaben ({count} Felder):',

  // the views instead of the form (unavailable, limit reached, thanks)
  unavailableTitle: 'Event nicht mehr verfügbar',
  unavailableBody: 'Dieses Formular ist nicht mehr aktiv oder existiert nicht. Bitte wende dich an das Team am Messestand.',
  limitTitle: 'Anmeldeschluss erreicht',
  limitBody: 'Für dieses Event werden keine weiteren Anmeldungen mehr angenommen. Bitte wende dich an das Team am Messestand.',
  doiRedirect: 'Du wirst weitergeleitet...',
  thanksTitle: 'Vielen Dank!',
  thanksBody: 'Deine Daten wurden erfolgreich übermittelt.',
  downloadHint: 'Dein Download öffnet sich gleich in einem neuen Tab. Falls nicht, tippe auf den Button.',
  downloadButton: '📥 Jetzt herunterladen',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorFallback: 'Das Formular konnte gerade nicht gesendet werden. Deine Eingaben sind noch da.',
  retry: 'Erneut versuchen',
  offline: 'Keine Verbindung. Bitte prüfe dein Netz und versuche es erneut – deine Eingaben bleiben erhalten.',
  offlineTitle: 'Keine Verbindung',
  offlineKept: 'Deine Angaben sind noch da. Wir senden sie, sobald wieder Netz da ist.',
  sendNow: 'Jetzt senden',

  // e-mail confirmation page
  emailConfirmationTitle: 'Bitte bestätige deine E-Mail-Adresse',
  sentTo: 'Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt an:',
  sentNoAddress: 'Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt.',
  instruction: 'Klicke auf den Link in der E-Mail, um deine Anmeldung für „{event}“ abzuschließen.',
  spamHint: 'Keine E-Mail erhalten? Schau bitte auch in deinem Spam-Ordner nach.',
  resend: 'E-Mail erneut senden',
  resending: 'Wird gesendet...',
  resendIn: 'Erneut senden in {time}',
  resendWaitHint: 'Eine neue E-Mail ist in {time} möglich. Die letzte kann noch unterwegs sein.',
  resent: 'Die E-Mail wurde erneut gesendet. Bitte prüfe dein Postfach.',
  resentRecently: 'Wir haben dir die E-Mail vor wenigen Minuten geschickt. Sie kann einen Moment brauchen: Bitte schau auch im Spam-Ordner nach.',
  resendUnavailable: 'Wir wissen auf dieser Seite nicht mehr, an welche Adresse die E-Mail ging. Bitte fülle das Formular erneut aus.',
  sendFailedTitle: 'Fehler beim Senden',
  sendFailedBody: 'E-Mail konnte nicht erneut gesendet werden.',
  backToForm: 'Falsche E-Mail-Adresse? Zurück zum Formular',

  // double opt-in page
  confirmTitle: 'Anmeldung bestätigen',
  confirmAsk: 'Tippe auf den Button, um deine E-Mail-Adresse zu bestätigen.',
  confirmButton: 'Jetzt bestätigen',
  confirming: 'Deine Anmeldung wird bestätigt...',
  confirmedTitle: 'Alles bestätigt - hier ist dein Zugang!',
  confirmedBody: 'Vielen Dank, deine E-Mail-Adresse ist bestätigt.',
  defaultCta: '📥 Jetzt herunterladen',
  confirmFailedTitle: 'Bestätigung fehlgeschlagen',
  unknownLinkTitle: 'Dieser Link gilt nicht mehr',
  unknownLink:
    'Zu diesem Bestätigungslink gibt es keine Anmeldung (mehr). Das passiert, wenn inzwischen eine neuere Bestätigungs-E-Mail kam, der Link beim Kopieren abgeschnitten wurde oder die Daten nach dem Event gelöscht wurden.',
  unknownLinkHint: 'Öffne den Link aus der neuesten E-Mail. Findest du keine, trag dich am Messestand oder über das Formular des Ausstellers erneut ein.',
  erasedTitle: 'Deine Daten sind gelöscht',
  erasedLink: 'Deine Angaben zu diesem Event wurden inzwischen gelöscht, deshalb gibt es nichts mehr zu bestätigen.',
  erasedLinkHint: 'Möchtest du die Unterlagen doch? Trag dich einfach neu ein.',
  toForm: 'Zum Anmeldeformular',
  toHome: 'Zur Startseite',
  connectionError: 'Die Bestätigung konnte gerade nicht abgeschlossen werden. Bitte versuche es erneut.',

  // erase page (issue 19: 'Meine Daten löschen' in every mail)
  eraseTitle: 'Meine Daten löschen',
  eraseIntro: 'Wir löschen alles, was du bei „{event}“ angegeben hast, sofort und endgültig:',
  eraseIntroNoEvent: 'Wir löschen alles, was du angegeben hast, sofort und endgültig:',
  eraseItemEmail: 'deine E-Mail-Adresse',
  eraseItemName: 'deinen Namen',
  eraseItemAnswers: 'deine Antworten im Formular',
  eraseItemNotes: 'Notizen des Standteams zu dir',
  eraseKept: 'Danach bekommst du zu dieser Anmeldung keine E-Mails mehr. Übrig bleibt nur eine anonyme Zahl in der Statistik des Ausstellers.',
  eraseIrreversible: 'Das lässt sich nicht rückgängig machen.',
  eraseButton: 'Meine Daten jetzt löschen',
  erasing: 'Deine Daten werden gelöscht...',
  erasedDoneTitle: 'Deine Daten sind gelöscht',
  erasedDoneBody: 'Name, E-Mail-Adresse, Antworten und Notizen zu dieser Anmeldung sind entfernt. Du bekommst dazu keine E-Mails mehr.',
  eraseInvalidTitle: 'Dieser Link ist ungültig',
  eraseInvalidBody: 'Zu diesem Link gibt es keine Daten. Vielleicht wurde er beim Kopieren abgeschnitten, oder die Daten wurden nach dem Event bereits gelöscht.',
  eraseFailed: 'Das Löschen hat gerade nicht geklappt. Bitte versuche es erneut.',

  // the welcome mail's download link when it leads nowhere (issue 19)
  downloadUnavailableTitle: 'Download nicht verfügbar',
  downloadUnavailableBody: 'Dieser Download-Link ist ungültig, oder der Inhalt ist nicht mehr verfügbar. Vielleicht wurde der Link beim Kopieren abgeschnitten.',
  downloadUnavailableHint: 'Bitte wende dich an das Team des Messestands.',
  downloadErasedBody: 'Deine Angaben zu diesem Event wurden gelöscht, deshalb führt dieser Link nicht mehr zum Download.',

};

export type VisitorTexts = typeof de;

const en: VisitorTexts = {
  appName: 'FairLeads',
  logoAlt: 'Logo',
  defaultEventName: 'Event',
  languageSwitch: 'Deutsch',
  languageSwitchLabel: 'Auf Deutsch wechseln',

  emailLabel: 'Email address',
  emailPlaceholder: 'name@example.com',
  nameLabel: 'Name',
  optional: '(optional)',
  selectPlaceholder: 'Please choose',
  privacyWord: 'privacy policy',
  defaultPrivacyText: 'I agree that my data is processed according to the privacy policy. Every e-mail to me contains a link to delete my data at any time.',
  defaultSubmit: 'Submit',
  submitting: 'Sending...',
  honeypotLabel: 'Website (please leave empty)',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'Please enter your name.',
  textRequired: 'Please fill in “{label}”.',
  selectRequired: 'Please choose an option for “{label}”.',
  selectInvalid: 'Please choose one of the offered options for “{label}”.',
  consentRequired: 'Please accept the privacy policy to continue',
  errorSummaryOne: 'Please check your entry:',
  errorSummaryMany: 'Please check your entries ({count} fields):',

  unavailableTitle: 'Event no longer available',
  unavailableBody: 'This form is no longer active or does not exist. Please ask the team at the stand.',
  limitTitle: 'Registration closed',
  limitBody: 'This event is not taking any more registrations. Please ask the team at the stand.',
  doiRedirect: 'Redirecting...',
  thanksTitle: 'Thank you!',
  thanksBody: 'Your details have been submitted.',
  downloadHint: 'Your download opens in a new tab in a moment. If it does not, tap the button.',
  downloadButton: '📥 Download now',
  errorTitle: 'Something went wrong',
  errorFallback: 'The form could not be sent just now. Your entries are still here.',
  retry: 'Try again',
  offline: 'No connection. Please check your network and try again – your entries are kept.',
  offlineTitle: 'No connection',
  offlineKept: 'Your entries are still here. We will send them as soon as you are back online.',
  sendNow: 'Send now',

  emailConfirmationTitle: 'Please confirm your email address',
  sentTo: 'We have sent an email with a confirmation link to:',
  sentNoAddress: 'We have sent you an email with a confirmation link.',
  instruction: 'Click the link in the email to complete your registration for “{event}”.',
  spamHint: 'No email? Please check your spam folder too.',
  resend: 'Resend email',
  resending: 'Sending...',
  resendIn: 'Resend in {time}',
  resendWaitHint: 'A new email is possible in {time}. The last one may still be on its way.',
  resent: 'The email has been sent again. Please check your inbox.',
  resentRecently: 'We sent you the email a few minutes ago. It can take a moment: please check your spam folder too.',
  resendUnavailable: 'This page no longer knows which address the email went to. Please fill in the form again.',
  sendFailedTitle: 'Sending failed',
  sendFailedBody: 'The email could not be sent again.',
  backToForm: 'Wrong email address? Back to the form',

  confirmTitle: 'Confirm your registration',
  confirmAsk: 'Tap the button to confirm your email address.',
  confirmButton: 'Confirm now',
  confirming: 'Confirming your registration...',
  confirmedTitle: 'All confirmed - here is your access!',
  confirmedBody: 'Thank you, your email address is confirmed.',
  defaultCta: '📥 Download now',
  confirmFailedTitle: 'Confirmation failed',
  unknownLinkTitle: 'This link is no longer valid',
  unknownLink:
    'There is no sign-up (any more) for this confirmation link. This happens when a newer confirmation email arrived, the link was cut off while copying, or the data were deleted after the event.',
  unknownLinkHint: 'Open the link in the most recent email. If you cannot find one, sign up again at the stand or through the exhibitor’s form.',
  erasedTitle: 'Your data have been deleted',
  erasedLink: 'Your details for this event have been deleted in the meantime, so there is nothing left to confirm.',
  erasedLinkHint: 'Would you like the materials after all? Just sign up again.',
  toForm: 'Go to the sign-up form',
  toHome: 'Go to the home page',
  connectionError: 'The confirmation could not be completed just now. Please try again.',

  eraseTitle: 'Delete my data',
  eraseIntro: 'We delete everything you entered for “{event}”, at once and for good:',
  eraseIntroNoEvent: 'We delete everything you entered, at once and for good:',
  eraseItemEmail: 'your email address',
  eraseItemName: 'your name',
  eraseItemAnswers: 'your answers in the form',
  eraseItemNotes: 'notes the stand team made about you',
  eraseKept: 'After that you will receive no more emails about this sign-up. All that remains is an anonymous number in the exhibitor’s statistics.',
  eraseIrreversible: 'This cannot be undone.',
  eraseButton: 'Delete my data now',
  erasing: 'Deleting your data...',
  erasedDoneTitle: 'Your data have been deleted',
  erasedDoneBody: 'Name, email address, answers and notes of this sign-up are gone. You will receive no more emails about it.',
  eraseInvalidTitle: 'This link is not valid',
  eraseInvalidBody: 'There are no data for this link. It may have been cut off while copying, or the data were already deleted after the event.',
  eraseFailed: 'Deleting did not work just now. Please try again.',

  downloadUnavailableTitle: 'Download not available',
  downloadUnavailableBody: 'This download link is not valid, or the content is no longer available. The link may have been cut off while copying.',
  downloadUnavailableHint: 'Please contact the team of the stand.',
  downloadErasedBody: 'Your details for this event have been deleted, so this link no longer leads to the download.',

};

export const VISITOR_TEXTS: Record<Locale, VisitorTexts> = { de, en };

/** Fills `{name}` placeholders of a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** 'm:ss' for a countdown ('0:45', '9:59'). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
