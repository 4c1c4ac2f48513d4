import type { PublicEventConfig } from '../../api/get-public-form';
import { formTexts as t } from './texts';

export interface LeadFormValues {
  email: string;
  name: string;
  customField1: string;
  customField2: string;
  consent: boolean;
  /** Honeypot. */
  website: string;
}

export type LeadFieldName = 'email' | 'name' | 'customField1' | 'customField2' | 'consent';
export type LeadFormErrors = Partial<Record<LeadFieldName, string>>;

/** Order of the fields on the page: the first invalid one gets the focus. */
export const FIELD_ORDER: LeadFieldName[] = ['email', 'name', 'customField1', 'customField2', 'consent'];

export const EMPTY_VALUES: LeadFormValues = {
  email: '',
  name: '',
  customField1: '',
  customField2: '',
  consent: false,
  website: '',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

type CustomKey = 'customField1' | 'customField2';

function customFieldError(config: PublicEventConfig, key: CustomKey, value: string): string | undefined {
  const label = config[key];
  if (!label) return undefined;
  const options = config[`${key}Options`];
  const required = config[`${key}Required`];
  const v = value.trim();
  if (!v) {
    if (!required) return undefined;
    return options.length ? t.selectRequired(label) : t.textRequired(label);
  }
  if (options.length && !options.includes(v)) return t.selectInvalid(label);
  return undefined;
}

/** Spec 5: e-mail required and valid; name per nameRequired; custom fields per flag; consent required. */
export function validateLeadForm(values: LeadFormValues, config: PublicEventConfig): LeadFormErrors {
  const errors: LeadFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = t.emailRequired;
  else if (!isValidEmail(email)) errors.email = t.emailInvalid;
  if (config.nameRequired && !values.name.trim()) errors.name = t.nameRequired;
  const cf1 = customFieldError(config, 'customField1', values.customField1);
  if (cf1) errors.customField1 = cf1;
  const cf2 = customFieldError(config, 'customField2', values.customField2);
  if (cf2) errors.customField2 = cf2;
  if (!values.consent) errors.consent = t.consentRequired;
  return errors;
}

export function firstInvalidField(errors: LeadFormErrors): LeadFieldName | undefined {
  return FIELD_ORDER.find((name) => errors[name]);
}
