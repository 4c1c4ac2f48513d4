import type { FieldErrors } from '@/lib/form-errors';
import { adminTexts, DEFAULT_EVENT_CREDITS, MIN_EVENT_CREDITS } from '../texts';

const t = adminTexts.userForm;

/** eventCredits is a number; anything non-numeric becomes 0. */
export function parseCredits(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export const DEFAULT_CREDITS_INPUT = String(DEFAULT_EVENT_CREDITS);

/** The roles an admin may give in either dialog (a superadmin's own role is added where one is edited). */
export const roleOptions = [
  { value: 'user', label: adminTexts.users.roles.user },
  { value: 'admin', label: adminTexts.users.roles.admin },
];

/** What both user dialogs edit, as typed. */
export interface UserFormValues {
  name: string;
  email: string;
  role: string;
  eventCredits: string;
}

type RequiredField = 'name' | 'email' | 'password' | 'companySlug';
const LABELS: Record<RequiredField, string> = { name: t.name, email: t.email, password: t.password, companySlug: t.companySlug };

/**
 * The dialogs' own check before sending: each of `required` filled in, the credits not below the
 * minimum. Answers the errors by field and the credits as the number to send.
 */
export function checkUserForm<R extends RequiredField>(
  values: Record<R, string> & Pick<UserFormValues, 'eventCredits'>,
  required: readonly R[],
): { errors: FieldErrors<R | 'eventCredits'>; credits: number } {
  const errors: FieldErrors<R | 'eventCredits'> = {};
  for (const key of required) {
    if (!values[key].trim()) errors[key] = t.required(LABELS[key]);
  }
  const credits = parseCredits(values.eventCredits);
  if (credits < MIN_EVENT_CREDITS) errors.eventCredits = t.negativeCredits;
  return { errors, credits };
}
