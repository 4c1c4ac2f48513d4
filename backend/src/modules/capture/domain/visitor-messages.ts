import type { Locale } from '../../../common/i18n/locale';
import { VISITOR_REFUSALS } from '../../../common/ssr/visitor-page-http';

/** What capture tells a visitor about their submit, in the visitor page's language. */
const de = {
  ...VISITOR_REFUSALS.de,
  emailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  emailTooLong: 'Die E-Mail-Adresse ist zu lang.',
  nameRequired: 'Bitte gib deinen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  answerTooLong: 'Die Antwort darf höchstens 200 Zeichen lang sein.',
  fieldRequired: (label: string) => `Bitte fülle das Feld „${label}“ aus.`,
  fieldOption: (label: string) => `Bitte wähle für „${label}“ eine der vorgegebenen Antworten.`,
  consentRequired: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren',
  tooFast: 'Das ging zu schnell. Bitte prüfe deine Angaben und sende das Formular erneut.',
};

export type VisitorMessages = typeof de;

const en: VisitorMessages = {
  ...VISITOR_REFUSALS.en,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'The email address is too long.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'The name may be at most 100 characters long.',
  answerTooLong: 'The answer may be at most 200 characters long.',
  fieldRequired: (label: string) => `Please fill in “${label}”.`,
  fieldOption: (label: string) => `Please choose one of the given answers for “${label}”.`,
  consentRequired: 'Please accept the privacy policy to continue',
  tooFast: 'That was too fast. Please check your entries and send the form again.',
};

export const VISITOR_MESSAGES: Record<Locale, VisitorMessages> = { de, en };
