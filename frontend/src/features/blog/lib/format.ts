import { intlLocale } from '@/i18n';
import { LANG } from '../i18n';

/**
 * The blog's dates and numbers in German whatever language the SPA shows (lib/format follows the
 * SPA's language): the server renders them so, and hydration must find the same text.
 */
const dateFormat = new Intl.DateTimeFormat(intlLocale(LANG), { day: '2-digit', month: '2-digit', year: 'numeric' });
const integerFormat = new Intl.NumberFormat(intlLocale(LANG));

/** '21.11.2025' */
export function formatArticleDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** '12.345' */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}
