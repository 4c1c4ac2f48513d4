import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { hasEventEnded } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { appConfig, retentionConfig } from '../../../config';
import { AccountCreditsService } from '../../identity';
import { DataLifecyclePort } from '../domain/data-lifecycle.port';
import type { EventRecord } from '../domain/event-record';
import { visitorTexts, type VisitorTexts } from '../domain/event-texts';
import type { EventLifecycle, UploadedImageUrls } from '../domain/event-view';
import { eventImagePath } from '../domain/event-image';
import { EventTestMailsRepository } from '../repositories/event-test-mails.repository';
import { EventsErrors } from '../events.errors';
import { EventsRepository } from '../repositories/events.repository';

/** What event_short_code() makes (migration Funnel1764850000000): 8 of 31 unambiguous characters. */
const SHORT_CODE = /^[2-9a-hjkmnp-z]{8}$/;

/**
 * What other modules (leads, admin, retention) may ask of events: lookups that answer plain
 * EventRecords, locks in the caller's transaction, an event's texts and lifecycle. Organiser
 * lookups are scoped to the owner: someone else's event is "not found".
 */
@Injectable()
export class EventsService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
    private readonly clock: Clock,
    private readonly events: EventsRepository,
    private readonly accounts: AccountCreditsService,
    private readonly dataLifecycle: DataLifecyclePort,
    private readonly testMails: EventTestMailsRepository,
  ) {}

  /** The owning account's event, or the 404 an unknown or foreign id gets. */
  async getOwned(accountId: string, eventId: string): Promise<EventRecord> {
    this.assertEventId(eventId);
    const event = await this.events.findOwned(accountId, eventId);
    if (!event) throw EventsErrors.notFound();
    return event;
  }

  /** The account's events, newest first, any status (the public API's list and its answers' labels). */
  listOwned(accountId: string): Promise<EventRecord[]> {
    return this.events.listOwned(accountId);
  }

  listOwnedIdsAndNames(accountId: string): Promise<{ id: string; name: string; updatedAt: Date }[]> {
    return this.events.listIdsAndNames(accountId);
  }

  /**
   * The event behind /form/{companySlug}/{eventSlug} in any status, so the form can tell an
   * archived or ended event (410) from an unknown one (404).
   */
  async findForVisitor(companySlug: string, eventSlug: string): Promise<{ event: EventRecord; companySlug: string } | null> {
    const event = await this.events.findByCompanySlugAndSlug(companySlug, eventSlug);
    return event ? { event, companySlug } : null;
  }

  /**
   * The short form /form/{slug} in any status: the one active event with that slug, or, when
   * none is active, the one event with it; null when the slug is unknown or ambiguous.
   */
  async findForVisitorBySlug(slug: string): Promise<{ event: EventRecord; companySlug: string } | null> {
    let matches = await this.events.findActiveBySlug(slug, 2);
    if (!matches.length) matches = await this.events.findBySlug(slug, 2);
    if (matches.length !== 1) return null;
    const companySlug = await this.accounts.findCompanySlug(matches[0].accountId);
    return companySlug ? { event: matches[0], companySlug } : null;
  }

  /** The event behind a QR code's short link /q/{code}, any status; null for anything else. */
  async findByShortCode(code: string): Promise<{ event: EventRecord; companySlug: string } | null> {
    if (!SHORT_CODE.test(code)) return null;
    const event = await this.events.findByShortCode(code);
    const companySlug = event ? await this.accounts.findCompanySlug(event.accountId) : null;
    return event && companySlug ? { event, companySlug } : null;
  }

  /** How many events exist, any status: a total for the landing page, nothing about anyone. */
  countAll(): Promise<number> {
    return this.events.countAll();
  }

  // ---- for the admin panel (unscoped)

  /** Every event of the installation, any status, newest first. */
  listAllForAdmin(): Promise<EventRecord[]> {
    return this.events.listAll();
  }

  /** How many events each account has, any status; an account without one is missing. */
  async countsByAccount(): Promise<Map<string, number>> {
    return new Map((await this.events.countByAccount()).map((row) => [row.accountId, row.count]));
  }

  /** Name and owner per event id (the admin's audit log); deleted events are missing. */
  async namesOf(ids: string[]): Promise<Map<string, { name: string; accountId: string }>> {
    const valid = [...new Set(ids)].filter((id) => isUUID(id));
    if (!valid.length) return new Map();
    const rows = await this.events.findNames(valid);
    return new Map(rows.map((event) => [event.id, { name: event.name, accountId: event.accountId }]));
  }

  /**
   * Deletes the event row in the caller's transaction, after its leads were purged (the admin's
   * deletion, the data lifecycle's last step); what still hangs on it (settings, claims) goes
   * through ON DELETE CASCADE. false when there is no such event.
   */
  deletePurged(manager: EntityManager, eventId: string): Promise<boolean> {
    return isUUID(eventId) ? this.events.deleteById(manager, eventId) : Promise.resolve(false);
  }

  /** Any event by id, unscoped: for flows that reach an event through a lead (confirm link). */
  findById(eventId: string, manager?: EntityManager): Promise<EventRecord | null> {
    return isUUID(eventId) ? this.events.findById(eventId, manager) : Promise.resolve(null);
  }

  /** Locks the event row for a submit in the caller's transaction (lead limit, form version). */
  async lockForSubmit(manager: EntityManager, eventId: string): Promise<EventRecord> {
    this.assertEventId(eventId);
    const event = await this.events.lockById(manager, eventId);
    if (!event) throw EventsErrors.notFound();
    return event;
  }

  /**
   * Puts the captures of one event in single file (lead limit, form version) in the caller's
   * transaction. Weaker than lockForSubmit on purpose: a capture that waits for a lead's row
   * while holding the event must not block the holder of that lead (a mail job or a
   * confirmation appending to its log, whose foreign-key check shares the event row), or the
   * two deadlock.
   */
  async lockForCapture(manager: EntityManager, eventId: string): Promise<EventRecord> {
    this.assertEventId(eventId);
    const event = await this.events.lockByIdNoKeyUpdate(manager, eventId);
    if (!event) throw EventsErrors.notFound();
    return event;
  }

  /**
   * The organiser's visitor-facing texts of an event in a language, with the fallback English ->
   * the organiser's German -> our default (the pure visitorTexts of event-texts.ts).
   */
  visitorTexts(event: EventRecord, locale: Locale = DEFAULT_LOCALE): VisitorTexts {
    return visitorTexts(event, locale);
  }

  async companySlugOf(event: EventRecord): Promise<string> {
    return this.companySlugOfAccount(event.accountId);
  }

  /** The company slug of the account that owns events (the first part of their form addresses). */
  async companySlugOfAccount(accountId: string): Promise<string> {
    const companySlug = await this.accounts.findCompanySlug(accountId);
    if (!companySlug) throw EventsErrors.notFound();
    return companySlug;
  }

  /** true once the end date lies before today in the business time zone (the server's Clock). */
  hasEnded(event: EventRecord, now = this.clock.now()): boolean {
    return hasEventEnded(event.endDate, now, this.retention.timeZone);
  }

  /** The form's state and the data lifecycle's dates, as the organiser's views show them. */
  lifecycle(event: EventRecord): EventLifecycle {
    const { backupDate, deletionDate } = this.dataLifecycle.datesOf(event.endDate);
    return { ended: this.hasEnded(event), backupDate, dataDeletionDate: deletionDate };
  }

  /** Absolute addresses of the event's uploaded logo and header image (for pages and mails alike). */
  uploadedImageUrls(event: EventRecord): UploadedImageUrls {
    return {
      logo: event.logoImageHash ? `${this.app.appUrl}${eventImagePath(event.id, 'logo', event.logoImageHash)}` : null,
      header: event.headerImageHash ? `${this.app.appUrl}${eventImagePath(event.id, 'header', event.headerImageHash)}` : null,
    };
  }

  /** The logo and header image a visitor sees: the uploaded one, else the organiser's URL. */
  brandImages(event: EventRecord): { logoUrl: string | null; headerImageUrl: string | null } {
    const uploads = this.uploadedImageUrls(event);
    return { logoUrl: uploads.logo ?? event.logoUrl, headerImageUrl: uploads.header ?? event.headerImageUrl };
  }

  /** Notes that a test mail of the event went out (the readiness checklist asks). */
  recordTestMailSent(eventId: string): Promise<void> {
    return this.testMails.record(eventId, this.clock.now());
  }

  /** When a test mail of the event last went out, null: never. */
  lastTestMailSentAt(eventId: string): Promise<Date | null> {
    return this.testMails.lastSentAt(eventId);
  }

  /** The public form's address: /form/{companySlug}/{eventSlug}. */
  formUrl(companySlug: string, slug: string): string {
    return `${this.app.appUrl}/form/${encodeURIComponent(companySlug)}/${encodeURIComponent(slug)}`;
  }

  /** The QR code's address: the short link that counts the scan and leads to the form. */
  scanUrl(event: EventRecord): string {
    return `${this.app.appUrl}/q/${event.shortCode}`;
  }

  /** A malformed id cannot name an event: the same 404 as a foreign one, and no query. */
  private assertEventId(eventId: string): void {
    if (!isUUID(eventId)) throw EventsErrors.notFound();
  }
}
