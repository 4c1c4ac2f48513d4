import type { Request } from 'express';

/** The languages of the visitor's pages and mails: German first, English for everyone else who asks. */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The visitor's language: an explicit choice (the page's language switch, `?lang=` or a form's
 * `lang` field) wins, then the browser's Accept-Language, else German.
 */
export function requestLocale(req: Request, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const accepted = req.acceptsLanguages(...LOCALES);
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}
