/**
 * The last submitted form values (spec 3: kept in the browser to resend the double opt-in
 * e-mail from the e-mail confirmation page). Storage can be unavailable (private mode,
 * blocked cookies): every access is guarded.
 */
export const LAST_SUBMISSION_KEY = 'fairleads.lastSubmission';

export interface LastSubmission {
  email: string;
  name: string;
  customField1: string;
  customField2: string;
  /** Path of the form the values came from, e.g. '/form/firma/messe-2025'. */
  formPath: string;
}

export function saveLastSubmission(value: LastSubmission): void {
  try {
    window.localStorage.setItem(LAST_SUBMISSION_KEY, JSON.stringify({ ...value, savedAt: new Date().toISOString() }));
  } catch {
    // Without storage the confirmation page shows 'Keine E-Mail-Adresse gefunden' on resend.
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function readLastSubmission(): LastSubmission | null {
  try {
    const raw = window.localStorage.getItem(LAST_SUBMISSION_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Record<string, unknown>;
    if (!data || typeof data !== 'object') return null;
    return {
      email: str(data.email),
      name: str(data.name),
      customField1: str(data.customField1),
      customField2: str(data.customField2),
      formPath: str(data.formPath),
    };
  } catch {
    return null;
  }
}
