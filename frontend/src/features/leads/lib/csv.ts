import { downloadBlob } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { slugify } from '@/lib/slug';
import type { Lead } from '../types';

/** Spec 7: client-side CSV export columns, in this order. */
export const CSV_COLUMNS = [
  'Name',
  'Email',
  'Event',
  'Custom Field 1',
  'Custom Field 2',
  'Status',
  'Date',
  'Confirmed At',
] as const;

const BOM = '\uFEFF';
/** Cells a spreadsheet would read as a formula (CSV injection); tab and CR too (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises formula starts with a leading apostrophe, then quotes (RFC 4180, "" escaping). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function leadToCsvRow(lead: Lead): string[] {
  return [
    lead.name ?? '',
    lead.email,
    lead.event?.name ?? '',
    lead.customField1 ?? '',
    lead.customField2 ?? '',
    lead.doiConfirmed ? 'Confirmed' : 'Pending',
    formatDateTime(lead.createdAt),
    lead.doiConfirmedAt ? formatDateTime(lead.doiConfirmedAt) : '',
  ];
}

/** Whole file: UTF-8 BOM (Excel), header row, CRLF line ends. */
export function buildLeadsCsv(leads: readonly Lead[]): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const lead of leads) lines.push(leadToCsvRow(lead).map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** YYYY-MM-DD in local time. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** leads_{event}_{date}.csv with an event filter, all_leads_{date}.csv without. */
export function csvFileName(eventName: string | null | undefined, date: Date = new Date()): string {
  const day = isoDay(date);
  if (eventName == null) return `all_leads_${day}.csv`;
  const slug = slugify(eventName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss')) || 'event';
  return `leads_${slug}_${day}.csv`;
}

/** Triggers the browser download of the CSV text. */
export function downloadCsv(content: string, fileName: string): void {
  downloadBlob(new Blob([content], { type: 'text/csv;charset=utf-8' }), fileName);
}
