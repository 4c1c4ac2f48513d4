import type { EventStatus, PublishedBy } from '../entities/event.entity';
import type { EventRecord } from './event-record';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import type { LeadFormFields } from '@fairleads/shared/visitor-page';
import type { LeadCounts } from './lead-stats.port';
import { eventText } from './event-texts';

/** Where an event stands in its data lifecycle (computed from its end date, see retention). */
export interface EventLifecycle {
  /** The end date is over in TZ_BUSINESS: the public form is closed. */
  ended: boolean;
  /** Day (YYYY-MM-DD) the CSV backup is mailed to the organiser. */
  backupDate: string;
  /** Day (YYYY-MM-DD) the event's leads are deleted. */
  dataDeletionDate: string;
}

/** An event as the organiser's SPA reads it: its settings (with the form's fields) plus read-only figures. */
export interface EventView extends LeadFormFields {
  id: string;
  name: string;
  slug: string;
  /** A rename makes the slug anew from the name (until published or set by hand). */
  slugFollowsName: boolean;
  /** What published the form address and fixed the slug; null: the slug may still change. */
  slugFixedBy: PublishedBy | null;
  startDate: string;
  endDate: string;
  status: EventStatus;
  logoUrl: string | null;
  headerImageUrl: string | null;
  /** The uploaded logo's address on our origin (it wins over logoUrl); null without an upload. */
  uploadedLogoUrl: string | null;
  /** The uploaded header image's address on our origin (it wins over headerImageUrl); null without an upload. */
  uploadedHeaderImageUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  introText: string | null;
  downloadUrl: string;
  doubleOptIn: boolean;
  doiEmailSubject: string | null;
  /** The text that is sent: the organiser's own, or our default (stored as null, see event-settings.ts). */
  doiEmailBody: string;
  welcomeEmailSubject: string | null;
  /** As doiEmailBody. */
  welcomeEmailBody: string;
  ctaButtonText: string | null;
  privacyText: string | null;
  privacyUrl: string | null;
  submitButtonText: string | null;
  /** English versions of the organiser's texts; null: visitors with an English page get the German text (or our English default). */
  introTextEn: string | null;
  privacyTextEn: string | null;
  submitButtonTextEn: string | null;
  doiEmailSubjectEn: string | null;
  doiEmailBodyEn: string | null;
  welcomeEmailSubjectEn: string | null;
  welcomeEmailBodyEn: string | null;
  ctaButtonTextEn: string | null;
  createdAt: Date;
  updatedAt: Date;
  leadCount: number;
  confirmedLeadCount: number;
  /** confirmed / total * 100, one decimal; 0 without leads. */
  conversionRate: number;
  /** The account's free first event. */
  isFirstEvent: boolean;
  /** Every lead captured, erased ones too: what the free event's cap counts. */
  capturedLeadCount: number;
  leadLimitReached: boolean;
  formUrl: string;
  /** The end date is over in TZ_BUSINESS: the public form is closed and the card shows 'Inaktiv'. */
  ended: boolean;
  /** Day (YYYY-MM-DD) the CSV backup of the leads is mailed to the organiser. */
  backupDate: string;
  /** Day (YYYY-MM-DD) the leads are deleted for good. */
  dataDeletionDate: string;
}

const NO_LEADS: LeadCounts = { total: 0, confirmed: 0, captured: 0 };

/** The stored fact, or the first lead (its count is the leads module's; no write on every submit). */
export function publishedBy(event: Pick<EventRecord, 'publishedBy'>, leadTotal: number): PublishedBy | null {
  return event.publishedBy ?? (leadTotal > 0 ? 'lead' : null);
}

/** The event's uploaded images' addresses (EventsService.uploadedImageUrls). */
export interface UploadedImageUrls {
  logo: string | null;
  header: string | null;
}

export function toEventView(
  event: EventRecord,
  counts: LeadCounts | undefined,
  formUrl: string,
  lifecycle: EventLifecycle,
  uploads: UploadedImageUrls,
): EventView {
  const { total, confirmed, captured } = counts ?? NO_LEADS;
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    slugFollowsName: event.slugFollowsName,
    slugFixedBy: publishedBy(event, total),
    startDate: event.startDate,
    endDate: event.endDate,
    status: event.status,
    logoUrl: event.logoUrl,
    headerImageUrl: event.headerImageUrl,
    uploadedLogoUrl: uploads.logo,
    uploadedHeaderImageUrl: uploads.header,
    primaryColor: event.primaryColor,
    secondaryColor: event.secondaryColor,
    backgroundColor: event.backgroundColor,
    introText: event.introText,
    downloadUrl: event.downloadUrl,
    doubleOptIn: event.doubleOptIn,
    nameRequired: event.nameRequired,
    customField1: event.customField1,
    customField2: event.customField2,
    customField1Required: event.customField1Required,
    customField2Required: event.customField2Required,
    customField1Options: event.customField1Options ?? [],
    customField2Options: event.customField2Options ?? [],
    doiEmailSubject: event.doiEmailSubject,
    doiEmailBody: eventText(event, 'doiEmailBody', 'de'),
    welcomeEmailSubject: event.welcomeEmailSubject,
    welcomeEmailBody: eventText(event, 'welcomeEmailBody', 'de'),
    ctaButtonText: event.ctaButtonText,
    privacyText: event.privacyText,
    privacyUrl: event.privacyUrl,
    submitButtonText: event.submitButtonText,
    introTextEn: event.introTextEn ?? null,
    privacyTextEn: event.privacyTextEn ?? null,
    submitButtonTextEn: event.submitButtonTextEn ?? null,
    doiEmailSubjectEn: event.doiEmailSubjectEn ?? null,
    doiEmailBodyEn: event.doiEmailBodyEn ?? null,
    welcomeEmailSubjectEn: event.welcomeEmailSubjectEn ?? null,
    welcomeEmailBodyEn: event.welcomeEmailBodyEn ?? null,
    ctaButtonTextEn: event.ctaButtonTextEn ?? null,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
    leadCount: total,
    confirmedLeadCount: confirmed,
    conversionRate: total > 0 ? Math.round((confirmed / total) * 1000) / 10 : 0,
    isFirstEvent: event.isFree,
    capturedLeadCount: captured,
    leadLimitReached: event.isFree && captured >= FREE_EVENT_LEAD_LIMIT,
    formUrl,
    ended: lifecycle.ended,
    backupDate: lifecycle.backupDate,
    dataDeletionDate: lifecycle.dataDeletionDate,
  };
}
