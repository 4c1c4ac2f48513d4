/**
 * A new password's rule (the registration's: @fairleads/shared/account-rules) and a hint how
 * strong it is, for every form that sets one: registration, reset, change in the settings.
 */
import { PASSWORD_MIN_LENGTH } from '@fairleads/shared/account-rules';

export const passwordRuleTexts = {
  required: 'Passwort ist erforderlich',
  tooShort: `Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein`,
  placeholder: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`,
  repeatRequired: 'Bitte wiederhole das neue Passwort.',
  mismatch: 'Die beiden Passwörter stimmen nicht überein.',
};

/** The first rule `password` breaks, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return passwordRuleTexts.required;
  if (password.length < PASSWORD_MIN_LENGTH) return passwordRuleTexts.tooShort;
  return undefined;
}

export type PasswordStrength = 'too-short' | 'weak' | 'fair' | 'strong';

const strengthTexts: Record<PasswordStrength, string> = {
  'too-short': `Noch zu kurz: mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  weak: 'Schwach: länger ist sicherer, am besten 12 Zeichen oder mehr.',
  fair: 'Mittel: ein paar Zeichen mehr oder ein Sonderzeichen machen es stärker.',
  strong: 'Stark.',
};

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
  return strengthTexts[passwordStrength(password)];
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
