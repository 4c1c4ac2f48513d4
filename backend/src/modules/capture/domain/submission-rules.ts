import { isEmail } from 'class-validator';
import type { LeadFormFields } from '@fairleads/shared/visitor-page';
import type { Locale } from '../../../common/i18n/locale';
import { localized, type Localized } from '../../../common/i18n/localized';
import { VISITOR_MESSAGES } from './visitor-messages';

/** The visitor's answers as a form sends them (the page route's urlencoded body or the API's JSON). */
export interface SubmissionInput {
  email?: unknown;
  name?: unknown;
  customField1?: unknown;
  customField2?: unknown;
  consent?: unknown;
}

export type SubmissionField = 'email' | 'name' | 'customField1' | 'customField2' | 'consent';
export type FieldErrors = Partial<Record<SubmissionField, string>>;

export interface Answers {
  email: string;
  name: string | null;
  customField1: string | null;
  customField2: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A checkbox posts 'on' (or its value); JSON sends true. */
const checked = (value: unknown) => value === true || value === 'on' || value === 'true';

/**
 * Every rule of the form at once, each failure at its field and in the page's language: the
 * e-mail (required, an address the mail server takes, at most 254), the name per the event's
 * flag, the custom fields per flag and options (a field that is off ignores what was sent),
 * consent. The API's DTO checks types first; the page route relies on these alone.
 */
export function checkSubmission(event: LeadFormFields, input: SubmissionInput, locale: Locale): { answers: Answers } | { errors: FieldErrors } {
  const m = VISITOR_MESSAGES[locale];
  const errors: FieldErrors = {};
  const email = text(input.email).toLowerCase();
  if (!email) errors.email = m.emailRequired;
  else if (email.length > 254) errors.email = m.emailTooLong;
  else if (!isEmail(email)) errors.email = m.emailInvalid;

  const name = text(input.name) || null;
  if (event.nameRequired && !name) errors.name = m.nameRequired;
  else if (name && name.length > 100) errors.name = m.nameTooLong;

  const custom = (key: 'customField1' | 'customField2'): string | null => {
    const label = event[key];
    if (!label) return null;
    const answer = text(input[key]) || null;
    const options = event[`${key}Options`];
    if (!answer) {
      if (event[`${key}Required`]) errors[key] = m.fieldRequired(label);
    } else if (answer.length > 200) errors[key] = m.answerTooLong;
    else if (options.length && !options.includes(answer)) errors[key] = m.fieldOption(label);
    return answer;
  };
  const customField1 = custom('customField1');
  const customField2 = custom('customField2');
  if (!checked(input.consent)) errors.consent = m.consentRequired;

  if (Object.keys(errors).length) return { errors };
  return { answers: { email, name, customField1, customField2 } };
}

/**
 * checkSubmission with every failure in German and English, for an organiser's screen (a member's
 * capture on the lead desk), whose language the error answer follows.
 */
export function checkSubmissionInBothLanguages(
  event: LeadFormFields,
  input: SubmissionInput,
): { answers: Answers } | { errors: Partial<Record<SubmissionField, Localized>> } {
  const german = checkSubmission(event, input, 'de');
  if (!('errors' in german)) return german;
  const english = checkSubmission(event, input, 'en');
  const inEnglish: FieldErrors = 'errors' in english ? english.errors : {};
  const errors: Partial<Record<SubmissionField, Localized>> = {};
  for (const [field, de] of Object.entries(german.errors) as [SubmissionField, string][]) {
    errors[field] = localized(de, inEnglish[field] ?? de);
  }
  return { errors };
}
