import { currentLocale, intlLocale, type Locale } from '@/i18n';
import { formatTime } from '@/lib/format';

const tableDateTimes = new Map<Locale, Intl.DateTimeFormat>();

/** The Datum column's format in the SPA's language (no seconds, unlike @/lib/format's formatDateTime). */
function tableDateTime(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = tableDateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    tableDateTimes.set(locale, format);
  }
  return format;
}

/** '21.11.2026, 14:03' (English '21/11/2026, 14:03') for the Datum column. */
export function formatLeadDate(value: string): { text: string; iso: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { text: '', iso: '' };
  return { text: tableDateTime().format(date), iso: date.toISOString() };
}

/** '14:03' for 'zuletzt aktualisiert'. */
export function formatClockTime(value: number): string {
  return formatTime(value);
}
