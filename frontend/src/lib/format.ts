const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21.11.2025, 14:03:12' */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** '21.11.2025' */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const euroCodeFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', currencyDisplay: 'code' });

/** Cents as euros with 2 decimals: 4900 -> '49,00 €' ({ code: true }: '49,00 EUR'). */
export function formatEuroCents(cents: number, options: { code?: boolean } = {}): string {
  return (options.code ? euroCodeFormat : euroFormat).format(cents / 100);
}
