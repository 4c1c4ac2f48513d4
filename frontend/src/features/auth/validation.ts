import { COMPANY_SLUG_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';
import type { LoginInput } from './api/login';
import type { RegisterInput } from './api/register';
import { authTexts } from './texts';

const v = authTexts.validation;

interface ValidationProblem<F extends string> {
  field: F;
  message: string;
}

/** First failing rule (spec 5 order) or null. Expects trimmed values. */
export function validateRegister(input: RegisterInput): ValidationProblem<keyof RegisterInput> | null {
  if (!input.email) return { field: 'email', message: v.emailRequired };
  if (!input.name) return { field: 'name', message: v.nameRequired };
  if (!input.companySlug) return { field: 'companySlug', message: v.companySlugRequired };
  if (!input.password) return { field: 'password', message: v.passwordRequired };
  if (input.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: v.passwordTooShort };
  if (input.companySlug.length < COMPANY_SLUG_MIN_LENGTH) {
    return { field: 'companySlug', message: v.companySlugTooShort };
  }
  return null;
}

export function validateLogin(input: LoginInput): ValidationProblem<keyof LoginInput> | null {
  if (!input.email) return { field: 'email', message: v.emailRequired };
  if (!input.password) return { field: 'password', message: v.passwordRequired };
  return null;
}

/** Moves keyboard focus to the offending input (its `name` equals the field). */
export function focusField(form: HTMLFormElement, field: string): void {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLInputElement) element.focus();
}
