import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../../common/auth/session-user';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { hasEventEnded } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { appConfig, retentionConfig } from '../../../config';
import { CreditsService } from '../../billing';
import { UserCreditsService } from '../../identity';
import { MailService } from '../../mailing';
import type { CreateEventDto } from '../dto/create-event.dto';
import type { UpdateEventDto } from '../dto/update-event.dto';
import { EventEntity, EventStatus } from '../entities/event.entity';
import { composeEventMail, EventMailKind } from '../event-mail.composer';
import { changedKeys, newEventSettings, settingsPatch, VISITOR_FACING_FIELDS } from '../event-settings';
import { visitorTexts, type VisitorTexts } from '../event-texts';
import { EventLifecycle, EventView, toEventView } from '../event-view';
import { EventsErrors, EventsMessages, translateEventWriteError } from '../events.errors';
import { DataLifecyclePort } from '../data-lifecycle.port';
import { LeadStatsPort } from '../lead-stats.port';
import { EventsRepository } from '../repositories/events.repository';
import { QrCodeService, QrFormat } from './qr-code.service';

/** The public form's address: /form/{companySlug}/{eventSlug}. */
export function formUrl(appUrl: string, companySlug: string, slug: string): string {
  return `${appUrl}/form/${encodeURIComponent(companySlug)}/${encodeURIComponent(slug)}`;
}

/**
 * Events of the signed-in organiser (every call is scoped to them: someone else's event is
 * "not found"), plus the lookups the leads module needs for the public form.
 */
@Injectable()
export class EventsService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly events: EventsRepository,
    private readonly credits: CreditsService,
    private readonly accounts: UserCreditsService,
    private readonly leadStats: LeadStatsPort,
    private readonly dataLifecycle: DataLifecyclePort,
    private readonly mail: MailService,
    private readonly qr: QrCodeService,
  ) {}

  // ---- organiser calls

  /** Creates the event and pays for it (free first event or one credit) in one transaction. */
  async create(user: SessionUser, body: CreateEventDto): Promise<EventView> {
    const settings = newEventSettings(body);
    try {
      const event = await this.uow.run(async ({ manager }) => {
        if (await this.events.slugTaken(manager, user.id, settings.slug)) throw EventsErrors.slugTaken();
        const { isFree } = await this.credits.takeForNewEvent(manager, user.id);
        return this.events.insert(manager, { ...settings, userId: user.id, isFree });
      });
      return this.view(event, user.companySlug);
    } catch (error) {
      throw translateEventWriteError(error);
    }
  }

  async list(user: SessionUser, status?: EventStatus): Promise<EventView[]> {
    const events = await this.events.listOwned(user.id, status);
    const counts = await this.leadStats.countsByEvent(events.map((event) => event.id));
    return events.map((event) => toEventView(event, counts.get(event.id), this.formUrl(user.companySlug, event.slug), this.lifecycle(event)));
  }

  async get(user: SessionUser, eventId: string): Promise<EventView> {
    return this.view(await this.getOwned(user.id, eventId), user.companySlug);
  }

  /**
   * Saves the fields the body sends. The row is locked while the change is computed, so the
   * form version goes up exactly once per change of what visitors see or agree to.
   */
  async update(user: SessionUser, eventId: string, body: UpdateEventDto): Promise<EventView> {
    this.assertEventId(eventId);
    const patch = settingsPatch(body);
    try {
      const event = await this.uow.run(async ({ manager }) => {
        const current = await this.events.lockOwned(manager, user.id, eventId);
        if (!current) throw EventsErrors.notFound();
        const startDate = patch.startDate ?? current.startDate;
        const endDate = patch.endDate ?? current.endDate;
        if (endDate < startDate) throw EventsErrors.endBeforeStart();
        const changed = changedKeys(current, patch);
        if (!changed.length) return current;
        if (changed.includes('slug') && (await this.events.slugTaken(manager, user.id, patch.slug!, current.id))) {
          throw EventsErrors.slugTaken();
        }
        const fields = Object.fromEntries(changed.map((key) => [key, patch[key]]));
        await this.events.update(manager, user.id, current.id, fields, changed.some((key) => VISITOR_FACING_FIELDS.has(key)));
        return (await this.events.findOwned(user.id, current.id, manager))!;
      });
      return this.view(event, user.companySlug);
    } catch (error) {
      throw translateEventWriteError(error);
    }
  }

  /** Archiving closes the public form (410) and keeps the leads; repeating it is harmless. */
  archive(user: SessionUser, eventId: string): Promise<EventView> {
    return this.setStatus(user, eventId, 'archived');
  }

  unarchive(user: SessionUser, eventId: string): Promise<EventView> {
    return this.setStatus(user, eventId, 'active');
  }

  /** The event's DOI or welcome mail with example links, to the organiser's own address, as a visitor in `locale` gets it. */
  async sendTestMail(user: SessionUser, eventId: string, kind: EventMailKind, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
    const event = await this.getOwned(user.id, eventId);
    const content = composeEventMail(
      event,
      kind,
      {
        name: user.name,
        confirmationUrl: `${this.app.appUrl}/${encodeURIComponent(user.companySlug)}/confirm/test-link${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`,
        downloadUrl: event.downloadUrl,
      },
      locale,
    );
    await this.uow.run((tx) => this.mail.sendEventTestMail(tx, { userId: user.id, to: user.email, content }));
    return { message: EventsMessages.testMailSent };
  }

  async qrCode(user: SessionUser, eventId: string, format: QrFormat): Promise<{ qrCode: string; formUrl: string }> {
    const event = await this.getOwned(user.id, eventId);
    const url = this.formUrl(user.companySlug, event.slug);
    return { qrCode: await this.qr.render(url, format), formUrl: url };
  }

  // ---- for the leads module (and later admin and retention)

  /** The owner's event, or the 404 an unknown or foreign id gets. */
  async getOwned(userId: string, eventId: string): Promise<EventEntity> {
    this.assertEventId(eventId);
    const event = await this.events.findOwned(userId, eventId);
    if (!event) throw EventsErrors.notFound();
    return event;
  }

  listOwnedIdsAndNames(userId: string): Promise<{ id: string; name: string; updatedAt: Date }[]> {
    return this.events.listIdsAndNames(userId);
  }

  /**
   * The event behind /form/{companySlug}/{eventSlug} in any status, so the form can tell an
   * archived or ended event (410) from an unknown one (404).
   */
  async findForVisitor(companySlug: string, eventSlug: string): Promise<{ event: EventEntity; companySlug: string } | null> {
    const userId = await this.accounts.findUserIdByCompanySlug(companySlug);
    const event = userId ? await this.events.findByOwnerAndSlug(userId, eventSlug) : null;
    return event ? { event, companySlug } : null;
  }

  /**
   * The short form /form/{slug} in any status: the one active event with that slug, or, when
   * none is active, the one event with it; null when the slug is unknown or ambiguous.
   */
  async findForVisitorBySlug(slug: string): Promise<{ event: EventEntity; companySlug: string } | null> {
    let matches = await this.events.findActiveBySlug(slug, 2);
    if (!matches.length) matches = await this.events.findBySlug(slug, 2);
    if (matches.length !== 1) return null;
    const companySlug = await this.accounts.findCompanySlug(matches[0].userId);
    return companySlug ? { event: matches[0], companySlug } : null;
  }

  /** How many events exist, any status: a total for the landing page, nothing about anyone. */
  countAll(): Promise<number> {
    return this.events.countAll();
  }

  // ---- for the admin panel (unscoped)

  /** Every event of the installation, any status, newest first. */
  listAllForAdmin(): Promise<EventEntity[]> {
    return this.events.listAll();
  }

  /**
   * Deletes the event row in the caller's transaction (after its leads were purged); what
   * still hangs on it goes through ON DELETE CASCADE. false when there is no such event.
   */
  deleteForAdmin(manager: EntityManager, eventId: string): Promise<boolean> {
    return isUUID(eventId) ? this.events.deleteById(manager, eventId) : Promise.resolve(false);
  }

  /** Any event by id, unscoped: for flows that reach an event through a lead (confirm link). */
  findById(eventId: string, manager?: EntityManager): Promise<EventEntity | null> {
    return isUUID(eventId) ? this.events.findById(eventId, manager) : Promise.resolve(null);
  }

  /** Locks the event row for a submit in the caller's transaction (lead limit, form version). */
  async lockForSubmit(manager: EntityManager, eventId: string): Promise<EventEntity> {
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
  async lockForCapture(manager: EntityManager, eventId: string): Promise<EventEntity> {
    this.assertEventId(eventId);
    const event = await this.events.lockByIdNoKeyUpdate(manager, eventId);
    if (!event) throw EventsErrors.notFound();
    return event;
  }

  /**
   * The organiser's visitor-facing texts of an event in a language, with the fallback English ->
   * the organiser's German -> our default (the pure visitorTexts of event-texts.ts).
   */
  visitorTexts(event: EventEntity, locale: Locale = DEFAULT_LOCALE): VisitorTexts {
    return visitorTexts(event, locale);
  }

  async companySlugOf(event: EventEntity): Promise<string> {
    const companySlug = await this.accounts.findCompanySlug(event.userId);
    if (!companySlug) throw EventsErrors.notFound();
    return companySlug;
  }

  /** true once the end date lies before today in the business time zone (the server's Clock). */
  hasEnded(event: EventEntity, now = this.clock.now()): boolean {
    return hasEventEnded(event.endDate, now, this.retention.timeZone);
  }

  /** The form's state and the data lifecycle's dates, as the organiser's views show them. */
  lifecycle(event: EventEntity): EventLifecycle {
    const { backupDate, deletionDate } = this.dataLifecycle.datesOf(event.endDate);
    return { ended: this.hasEnded(event), backupDate, dataDeletionDate: deletionDate };
  }

  formUrl(companySlug: string, slug: string): string {
    return formUrl(this.app.appUrl, companySlug, slug);
  }

  // ---- helpers

  private async setStatus(user: SessionUser, eventId: string, status: EventStatus): Promise<EventView> {
    this.assertEventId(eventId);
    if (!(await this.events.setStatus(user.id, eventId, status))) throw EventsErrors.notFound();
    return this.get(user, eventId);
  }

  private async view(event: EventEntity, companySlug: string): Promise<EventView> {
    const counts = await this.leadStats.countsByEvent([event.id]);
    return toEventView(event, counts.get(event.id), this.formUrl(companySlug, event.slug), this.lifecycle(event));
  }

  /** A malformed id cannot name an event: the same 404 as a foreign one, and no query. */
  private assertEventId(eventId: string): void {
    if (!isUUID(eventId)) throw EventsErrors.notFound();
  }
}
