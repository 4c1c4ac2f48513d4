import { currentLocale, intlLocale, type Locale } from '@/i18n';

/**
 * Dates, numbers and money in the SPA's language (German: '21.11.2025, 14:03:12', '49,00 €';
 * English: '21/11/2025, 14:03:12', '€49.00'), or in the one given (the operator's German pages,
 * which the server renders so). The formats are made once per language.
 */
function perLocale<T>(make: (locale: string) => T): (locale?: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale = currentLocale()) => {
    let format = made.get(locale);
    if (!format) {
      format = make(intlLocale(locale));
      made.set(locale, format);
    }
    return format;
  };
}

const dateTimeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);
const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }));
const timeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));
const integerFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const euroFormat = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
const euroCodeFormat = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'code' }));

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21.11.2025, 14:03:12' */
export function formatDateTime(value: string | number | Date, locale?: Locale): string {
  const date = toDate(value);
  return date ? dateTimeFormat(locale).format(date) : '';
}

/** '21.11.2025' */
export function formatDate(value: string | number | Date, locale?: Locale): string {
  const date = toDate(value);
  return date ? dateFormat(locale).format(date) : '';
}

/** '14:03' */
export function formatTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? timeFormat().format(date) : '';
}

/** '12.345' (English '12,345') */
export function formatInteger(value: number, locale?: Locale): string {
  return integerFormat(locale).format(value);
}

/** Cents as euros with 2 decimals: 4900 -> '49,00 €' ({ code: true }: '49,00 EUR'). */
export function formatEuroCents(cents: number, options: { code?: boolean } = {}): string {
  return (options.code ? euroCodeFormat : euroFormat)().format(cents / 100);
}

/** A number in the SPA's language with its own options (percentages, one decimal). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}
