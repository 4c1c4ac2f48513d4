const tableDateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '21.11.2026, 14:03' for the Datum column. */
export function formatLeadDate(value: string): { text: string; iso: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { text: '', iso: '' };
  return { text: tableDateTime.format(date), iso: date.toISOString() };
}

const clockTime = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

/** '14:03' for 'zuletzt aktualisiert'. */
export function formatClockTime(value: number): string {
  return clockTime.format(new Date(value));
}
