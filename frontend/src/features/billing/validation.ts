import { checkVatId, DEFAULT_BILLING_COUNTRY, type Country } from '@fairleads/shared/vat-rules';
import type { BillingData } from './api/get-billing-data';
import { i18n } from '@/i18n';
import './i18n';

const message = (field: BillingField) => i18n.t(`billing:errors.${field}`);

/** The billing form's fields. */
export interface BillingFormValues {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
}

export type BillingField = keyof BillingFormValues;
export type BillingErrors = Partial<Record<BillingField, string>>;

/** Body of PUT /api/billing-data and billingData of the checkout session. */
export interface BillingPayload {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  vatId?: string;
}

/** Order of the fields on screen: the first invalid one gets the focus. */
export const BILLING_FIELDS: readonly BillingField[] = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'street',
  'postalCode',
  'city',
  'country',
  'vatId',
];

/** Same shape as the server's check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED: readonly (Exclude<BillingField, 'email' | 'vatId'>)[] = [
  'firstName',
  'lastName',
  'companyName',
  'street',
  'postalCode',
  'city',
  'country',
];

/** Required fields, a valid e-mail, and the VAT id format when one is given. */
export function validateBilling(values: BillingFormValues, countries: readonly Country[]): BillingErrors {
  const errors: BillingErrors = {};
  for (const field of REQUIRED) {
    if (!values[field].trim()) errors[field] = message(field);
  }
  if (values.country && !countries.some((c) => c.code === values.country)) errors.country = message('country');
  if (!EMAIL.test(values.email.trim())) errors.email = message('email');
  if (checkVatId(values.country, values.vatId).status === 'invalid') errors.vatId = message('vatId');
  return errors;
}

/** Trimmed values; the VAT id without spaces in upper case, left out when empty. */
export function toPayload(values: BillingFormValues): BillingPayload {
  const vat = checkVatId(values.country, values.vatId);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country,
    ...(vat.status === 'empty' ? {} : { vatId: vat.normalized }),
  };
}

/**
 * Form values from the saved billing data. Without saved data the country is AT; the B2B
 * checkout (`missingCountry: 'DE'`) switches to DE when saved data has no country.
 */
export function initialBillingValues(
  data: BillingData | null | undefined,
  options: { countries: readonly Country[]; missingCountry?: string; fallbackEmail?: string },
): BillingFormValues {
  const saved = data?.billingCountry ?? '';
  const known = options.countries.some((c) => c.code === saved);
  let country = DEFAULT_BILLING_COUNTRY;
  if (known) country = saved;
  else if (data && options.missingCountry) country = options.missingCountry;
  return {
    firstName: data?.billingFirstName ?? '',
    lastName: data?.billingLastName ?? '',
    companyName: data?.billingCompanyName ?? '',
    email: data?.billingEmail || options.fallbackEmail || '',
    street: data?.billingStreet ?? '',
    postalCode: data?.billingZip ?? '',
    city: data?.billingCity ?? '',
    country,
    vatId: data?.billingVatId ?? '',
  };
}
