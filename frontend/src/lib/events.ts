/**
 * Event data shared by several organiser features (events, archive, dashboard, navigation).
 * Lives in lib/ because features must not import each other.
 */
import type { ApiSchema } from './api/schemas';

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

const percentFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integerFormat = new Intl.NumberFormat('de-DE');

/** '12,5 %' */
export function formatPercent(value: number): string {
  return `${percentFormat.format(Number.isFinite(value) ? value : 0)} %`;
}

/** '1.234' */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' without time-zone shifts. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value ?? '';
}

/** '01.03.2026 – 03.03.2026' */
export function formatDateRange(start: string, end: string): string {
  return `${formatIsoDate(start)} – ${formatIsoDate(end)}`;
}
