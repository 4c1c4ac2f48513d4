/**
 * Event data shared by several organiser features (events, archive, dashboard, navigation).
 * Lives in lib/ because features must not import each other.
 */

type EventStatus = 'active' | 'archived';

/** GET /api/events item (backend EventView; dates 'YYYY-MM-DD'). */
export interface EventView {
  id: string;
  name: string;
  slug: string;
  /** A rename makes the slug anew from the name (until published or set by hand). */
  slugFollowsName?: boolean;
  /** What published the form address and fixed the slug (QR code, poster, first lead); null: not yet. */
  slugFixedBy?: 'qr' | 'poster' | 'lead' | null;
  startDate: string;
  endDate: string;
  status: EventStatus | string;
  logoUrl: string | null;
  headerImageUrl: string | null;
  /** The uploaded logo on our origin; it wins over logoUrl. */
  uploadedLogoUrl?: string | null;
  /** The uploaded header image on our origin; it wins over headerImageUrl. */
  uploadedHeaderImageUrl?: string | null;
  primaryColor: string;
  secondaryColor: string;
  downloadUrl: string;
  /** The labels of the organiser's own form fields (null: field switched off). */
  customField1?: string | null;
  customField2?: string | null;
  leadCount: number;
  confirmedLeadCount: number;
  /** Percent, one decimal. */
  conversionRate: number;
  isFirstEvent: boolean;
  /** Every lead captured, erased ones too: what the free event's cap counts. */
  capturedLeadCount: number;
  leadLimitReached: boolean;
  formUrl: string;
  createdAt?: string;
  /** Raised by every saved change (settings, uploads). */
  updatedAt?: string;
  /** The end date is over (TZ_BUSINESS): the public form is closed, the card shows 'Inaktiv'. */
  ended?: boolean;
  /** 'YYYY-MM-DD': the CSV backup of the leads is mailed to the organiser. */
  backupDate?: string;
  /** 'YYYY-MM-DD': the leads are deleted for good. */
  dataDeletionDate?: string;
}

export const EVENTS_QUERY_KEY = ['/api/events'] as const;
export const ARCHIVED_EVENTS_QUERY_KEY = ['/api/events-archived'] as const;

/** A missing status counts as active. */
export function isActiveEvent(event: Pick<EventView, 'status'>): boolean {
  return !event.status || event.status === 'active';
}

/** Active and not past its end date: the public form takes leads ('Aktiv' on the card). */
export function isFormOpen(event: Pick<EventView, 'status' | 'ended'>): boolean {
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
