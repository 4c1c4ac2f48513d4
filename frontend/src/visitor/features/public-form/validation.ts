import { fill, type VisitorTexts } from '../../i18n';
import type { FormView, LeadFieldName, LeadFormErrors, LeadFormValues } from '../../page-model';

/** Order of the fields on the page: the first invalid one gets the focus. */
export const FIELD_ORDER: LeadFieldName[] = ['email', 'name', 'customField1', 'customField2', 'consent'];

/** Element ids of the fields (the server's answer names fields, the page script finds them by these). */
export const FIELD_IDS: Record<LeadFieldName, string> = {
  email: 'lead-email',
  name: 'lead-name',
  customField1: 'lead-custom-1',
  customField2: 'lead-custom-2',
  consent: 'lead-consent',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

type CustomKey = 'customField1' | 'customField2';
/** What the checks need of the form (the page script has no brand). */
export type FormRules = Omit<FormView, 'brand'>;

function customFieldError(form: FormRules, key: CustomKey, value: string, t: VisitorTexts): string | undefined {
  const label = form[key];
  if (!label) return undefined;
  const options = form[`${key}Options`];
  const v = value.trim();
  if (!v) {
    if (!form[`${key}Required`]) return undefined;
    return fill(options.length ? t.selectRequired : t.textRequired, { label });
  }
  if (options.length && !options.includes(v)) return fill(t.selectInvalid, { label });
  return undefined;
}

/**
 * The checks the page script runs before sending; the server checks the same and more
 * (its answer lands on the field too): e-mail required and plausible, name per nameRequired,
 * custom fields per flag and options, consent required.
 */
export function validateLeadForm(values: LeadFormValues, form: FormRules, t: VisitorTexts): LeadFormErrors {
  const errors: LeadFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = t.emailRequired;
  else if (!isValidEmail(email)) errors.email = t.emailInvalid;
  if (form.nameRequired && !values.name.trim()) errors.name = t.nameRequired;
  const cf1 = customFieldError(form, 'customField1', values.customField1, t);
  if (cf1) errors.customField1 = cf1;
  const cf2 = customFieldError(form, 'customField2', values.customField2, t);
  if (cf2) errors.customField2 = cf2;
  if (!values.consent) errors.consent = t.consentRequired;
  return errors;
}

export function firstInvalidField(errors: LeadFormErrors): LeadFieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name]);
}

/** 'Bitte prüfe deine Eingaben (2 Felder): …' for the live region and the no-script answer. */
export function errorSummary(errors: LeadFormErrors, t: VisitorTexts): string {
  const messages = FIELD_ORDER.map((name) => errors[name]).filter((m): m is string => Boolean(m));
  const lead = messages.length === 1 ? t.errorSummaryOne : fill(t.errorSummaryMany, { count: messages.length });
  return `${lead} ${messages.join(' ')}`;
}
