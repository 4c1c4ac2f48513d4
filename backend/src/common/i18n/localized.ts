import type { Locale } from './locale';

/**
 * A sentence for people in both languages of the organiser area. German is the source: it is the
 * default answer for API clients; English is answered to a request that says
 * `Accept-Language: en` (the SPA says the user's language on every request).
 */
export interface Localized {
  readonly de: string;
  readonly en: string;
}

/** A message as a module words it: a Localized pair, or a German sentence (made bilingual by `bilingual`). */
export type Wording = string | Localized;

export function localized(de: string, en: string): Localized {
  return { de, en };
}

/** The English of every German sentence that was declared with `bilingual`, by the German. */
const ENGLISH_BY_GERMAN = new Map<string, string>();

/**
 * For places that take only a string (class-validator's `message`, a framework exception): the
 * German sentence, with its English remembered for `wordIn`. Call it where the sentence is
 * declared (a DTO's decorator, a constant), never with text built per request: the pairs stay for
 * the life of the process.
 */
export function bilingual(de: string, en: string): string {
  ENGLISH_BY_GERMAN.set(de, en);
  return de;
}

/** The English remembered for a German sentence declared with `bilingual`, if any (the completeness test reads it). */
export function englishOf(de: string): string | undefined {
  return ENGLISH_BY_GERMAN.get(de);
}

/** The message in the request's language; a German sentence without English stays German. */
export function wordIn(wording: Wording, locale: Locale): string {
  if (typeof wording !== 'string') return wording[locale];
  return locale === 'en' ? (ENGLISH_BY_GERMAN.get(wording) ?? wording) : wording;
}

/** Every field's message in the request's language. */
export function fieldWordsIn(errors: Record<string, Wording>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, wording]) => [field, wordIn(wording, locale)]));
}
