import type { FieldErrors } from '@/lib/form-errors';
import { i18n } from '@/i18n';
import { NS } from '../i18n';

/** A new user gets 1 event credit unless the admin says otherwise; minimum 0. */
const DEFAULT_EVENT_CREDITS = 1;
export const MIN_EVENT_CREDITS = 0;
/** The admin's password hint names this length; the dialog enforces only that a password is given. */
export const PASSWORD_HINT_MIN_LENGTH = 6;

/** eventCredits is a number; anything non-numeric becomes 0. */
export function parseCredits(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export const DEFAULT_CREDITS_INPUT = String(DEFAULT_EVENT_CREDITS);

/** The roles an admin may give in either dialog (a superadmin's own role is added where one is edited). */
export function roleOptions(): { value: string; label: string }[] {
  return [
    { value: 'user', label: i18n.t('users.roles.user', { ns: NS }) },
    { value: 'admin', label: i18n.t('users.roles.admin', { ns: NS }) },
  ];
}

/** What both user dialogs edit, as typed. */
export interface UserFormValues {
  name: string;
  email: string;
  role: string;
  eventCredits: string;
}

type RequiredField = 'name' | 'email' | 'password' | 'companySlug';

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
    if (!values[key].trim()) errors[key] = i18n.t('userForm.required', { ns: NS, label: i18n.t(`userForm.${key as RequiredField}`, { ns: NS }) });
  }
  const credits = parseCredits(values.eventCredits);
  if (credits < MIN_EVENT_CREDITS) errors.eventCredits = i18n.t('userForm.negativeCredits', { ns: NS, min: MIN_EVENT_CREDITS });
  return { errors, credits };
}
