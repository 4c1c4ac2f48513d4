import { COMPANY_SLUG_MIN_LENGTH } from '@fairleads/shared/account-rules';
import { i18n } from '@/i18n';
import { isEmailAddress } from '@/lib/email-address';
import type { FieldErrors } from '@/lib/form-errors';
import type { LoginInput } from './api/login';
import type { RegisterInput } from './api/register';
import { passwordProblem, passwordRuleTexts } from '@/lib/password-rules';
import { NS } from './i18n';

const v = (key: 'emailRequired' | 'emailInvalid' | 'nameRequired' | 'companySlugRequired'): string => i18n.t(`validation.${key}`, { ns: NS });

export type RegisterField = 'email' | 'name' | 'companySlug' | 'password';
export type LoginField = keyof LoginInput;

/** The fields in the order the forms show them: the first invalid one gets the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['email', 'name', 'companySlug', 'password'];
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

function emailError(email: string): string | undefined {
  if (!email) return v('emailRequired');
  if (!isEmailAddress(email)) return v('emailInvalid');
  return undefined;
}

/** Every field's first failing rule, all at once. Expects trimmed values. */
export function validateRegister(input: RegisterInput): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!input.name) errors.name = v('nameRequired');
  // who joins by invitation joins an account that has its slug already
  if (!input.invitationToken) {
    if (!input.companySlug) errors.companySlug = v('companySlugRequired');
    else if (input.companySlug.length < COMPANY_SLUG_MIN_LENGTH) errors.companySlug = i18n.t('validation.companySlugTooShort', { ns: NS, min: COMPANY_SLUG_MIN_LENGTH });
  }
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  return errors;
}

export function validateLogin(input: LoginInput): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!input.email) errors.email = v('emailRequired');
  if (!input.password) errors.password = passwordRuleTexts.required;
  return errors;
}
