/**
 * The rules of an organiser's account that the SPA checks before it sends and the server checks
 * again: one declaration, so both sides cannot drift apart.
 */

/** A password has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** A company slug has 3 to 50 characters: lower-case letters, digits and hyphens. */
export const COMPANY_SLUG_MIN_LENGTH = 3;
export const COMPANY_SLUG_MAX_LENGTH = 50;
export const COMPANY_SLUG_PATTERN = /^[a-z0-9-]+$/;

/** First path segments of the app: a company slug must not shadow them (/{companySlug}/confirm/...). */
export const RESERVED_COMPANY_SLUGS = [
  'admin', 'api', 'archive', 'assets', 'auf-wiedersehen', 'blog', 'confirm', 'dashboard', 'datenschutz',
  'dev', 'e-mail-aendern', 'einladung', 'email-confirmation', 'events', 'form', 'impressum', 'leads',
  'passwort-zuruecksetzen', 'payment-success', 'settings', 'stand', 'unsubscribe', 'verify-email',
];
