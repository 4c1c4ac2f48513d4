import type { Locale } from './locale';

/**
 * Dates and numbers as the server words them for people (the mails to organisers and members),
 * in their language: German as 'de-DE', English as 'en-GB' (as the SPA's lib/format.ts).
 * Instants are told in the business time zone the caller passes.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { de: 'de-DE', en: 'en-GB' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** '1.234' / '1,234'. */
export function formatCount(n: number, locale: Locale): string {
  return cached(`count:${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale])).format(n);
}

/** A share with one decimal: '12,5 %' / '12.5%'. */
export function formatPercent(part: number, whole: number, locale: Locale): string {
  const value = cached(`percent:${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(
    whole > 0 ? (part / whole) * 100 : 0,
  );
  return locale === 'de' ? `${value} %` : `${value}%`;
}

/** An amount of euros without the sign, at most two decimals: '49' / '4,90' / '4.90'. */
export function formatEuros(cents: number, locale: Locale): string {
  return cached(`euros:${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 2 })).format(cents / 100);
}

/** A calendar day ('YYYY-MM-DD'): '05.12.2025' in German, '5 December 2025' in English. */
export function formatCalendarDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-');
  if (locale === 'de') return `${d}.${m}.${y}`;
  return cached('date:en', () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })).format(
    new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))),
  );
}

/** An instant in the zone: '5. Dezember 2025, 14:03 Uhr' / '5 December 2025, 14:03'. */
export function formatDateTime(at: Date, timeZone: string, locale: Locale): string {
  const date = cached(`day:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone, day: 'numeric', month: 'long', year: 'numeric' })).format(at);
  const time = cached(`time:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(at);
  return locale === 'de' ? `${date}, ${time} Uhr` : `${date}, ${time}`;
}
