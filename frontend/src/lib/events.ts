/**
 * Event data shared by several organiser features (events, archive, dashboard, navigation).
 * Lives in lib/ because features must not import each other.
 */
import { currentLocale } from '@/i18n';
import type { ApiSchema } from './api/schemas';
import { formatDate, formatInteger, formatNumber } from './format';

/** GET /api/events item (dates 'YYYY-MM-DD'). */
export type EventView = ApiSchema<'EventAnswer'>;

export const EVENTS_QUERY_KEY = ['/api/events'] as const;
export const ARCHIVED_EVENTS_QUERY_KEY = ['/api/events-archived'] as const;

/** A missing status counts as active. */
export function isActiveEvent(event: { status?: string | null }): boolean {
  return !event.status || event.status === 'active';
}

/** Active and not past its end date: the public form takes leads ('Aktiv' on the card). */
export function isFormOpen(event: Pick<EventView, 'status'> & Partial<Pick<EventView, 'ended'>>): boolean {
  return isActiveEvent(event) && !event.ended;
}

/** '12,5 %' (English '12.5%') */
export function formatPercent(value: number): string {
  const number = formatNumber(Number.isFinite(value) ? value : 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return currentLocale() === 'en' ? `${number}%` : `${number} %`;
}

/** '1.234' (English '1,234') */
export function formatCount(value: number): string {
  return formatInteger(value);
}

/** 'YYYY-MM-DD' -> '01.03.2026' (English '01/03/2026') without time-zone shifts. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : value ?? '';
}

/** '01.03.2026 – 03.03.2026' */
export function formatDateRange(start: string, end: string): string {
  return `${formatIsoDate(start)} – ${formatIsoDate(end)}`;
}
