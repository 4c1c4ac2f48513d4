/**
 * A new password's rule (the registration's: @fairleads/shared/account-rules) and a hint how
 * strong it is, for every form that sets one: registration, reset, change in the settings.
 */
import { PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';
import { i18n } from '@/i18n';
import { COMMON_NS } from './i18n';

const min = PASSWORD_MIN_LENGTH;

/** The rules' words in the language shown (read when used: each property asks the catalogue). */
export const passwordRuleTexts = {
  get required(): string {
    return i18n.t('password.required', { ns: COMMON_NS });
  },
  get tooShort(): string {
    return i18n.t('password.tooShort', { ns: COMMON_NS, min });
  },
  get placeholder(): string {
    return i18n.t('password.placeholder', { ns: COMMON_NS, min });
  },
  get repeatRequired(): string {
    return i18n.t('password.repeatRequired', { ns: COMMON_NS });
  },
  get mismatch(): string {
    return i18n.t('password.mismatch', { ns: COMMON_NS });
  },
};

/** The first rule `password` breaks, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return passwordRuleTexts.required;
  if (password.length < PASSWORD_MIN_LENGTH) return passwordRuleTexts.tooShort;
  return undefined;
}

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';


/** A rough guide for people (length and kinds of characters), not a rule the server checks. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 'strong';
  if (password.length >= 16) return 'strong';
  if (password.length >= 10 || kinds >= 3) return 'fair';
  return 'weak';
}

export function passwordStrengthText(password: string): string {
  return i18n.t(`password.strength.${passwordStrength(password)}`, { ns: COMMON_NS, min });
}

/** Every problem of a new password and its repetition, at once. */
export function validateNewPassword(password: string, repeat: string): Partial<Record<'password' | 'repeat', string>> {
  const errors: Partial<Record<'password' | 'repeat', string>> = {};
  const problem = passwordProblem(password);
  if (problem) errors.password = problem;
  if (!repeat) errors.repeat = passwordRuleTexts.repeatRequired;
  else if (repeat !== password) errors.repeat = passwordRuleTexts.mismatch;
  return errors;
}
