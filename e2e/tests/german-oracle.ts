import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The oracle of the English walk: every word of the organiser area's German catalogues that its
 * English catalogues never use (so 'Lead', 'Dashboard' or 'Status', which both languages say,
 * are no evidence). The operator's site (landing, legal pages, blog) is German on purpose and
 * not part of the interface walked.
 */
const LOCALES = resolve(__dirname, '..', '..', 'frontend', 'src', 'locales');
const OPERATOR_NAMESPACES = new Set(['landing', 'legal', 'blog']);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Lowercased words of three letters or more ('von', 'für' count). */
export function wordsOf(text: string): string[] {
  return (text.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase());
}

function catalogueWords(lang: 'de' | 'en'): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(resolve(LOCALES, lang))) {
    if (!file.endsWith('.json') || OPERATOR_NAMESPACES.has(file.replace(/\.json$/, ''))) continue;
    for (const text of strings(JSON.parse(readFileSync(resolve(LOCALES, lang, file), 'utf8')))) for (const word of wordsOf(text)) words.add(word);
  }
  return words;
}

/** Words of no language: codes and abbreviations the German texts happen to use and the English ones word otherwise. */
const NEUTRAL = new Set(['eur', 'csv', 'pdf', 'png', 'svg', 'url', 'http', 'https', 'api', 'crm', 'faq']);

export function germanOnlyWords(): Set<string> {
  const english = catalogueWords('en');
  return new Set([...catalogueWords('de')].filter((word) => !english.has(word) && !NEUTRAL.has(word)));
}

/** The German interface words in a screen's text, each once. */
export function germanWordsIn(text: string, oracle: Set<string>): string[] {
  return [...new Set(wordsOf(text).filter((word) => oracle.has(word)))];
}
