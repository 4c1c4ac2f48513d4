import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import type { AccountActor } from '../../../common/auth/access-policy';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { CreditsService } from '../../billing';
import { AccountAudit } from '../../identity';
import type { CreateEventDto, UpdateEventDto } from '../dto/event-body.dto';
import type { EventStatus, PublishedBy } from '../entities/event.entity';
import type { EventRecord } from '../domain/event-record';
import { changedKeys, newEventSettings, settingsPatch, VISITOR_FACING_FIELDS } from '../domain/event-settings';
import { EventView, publishedBy, toEventView } from '../domain/event-view';
import { EventsErrors, translateEventWriteError } from '../events.errors';
import { LeadStatsPort } from '../domain/lead-stats.port';
import { EventsRepository } from '../repositories/events.repository';
import { EventsService } from './events.service';
import { PosterLogoService } from './poster-logo.service';
import { PosterSize, renderQrPoster } from '../domain/qr-poster.pdf';
import { QrCodeService, QrFormat } from './qr-code.service';

/**
 * The calls of an account's members on its events (create, list, settings, archive, upgrade, QR code;
 * the test of the visitor mails is the leads module's, which composes them).
 * Every call is scoped to the actor's account: another account's event is "not found".
 */
@Injectable()
export class OrganiserEventsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsRepository,
    private readonly lookups: EventsService,
    private readonly credits: CreditsService,
    private readonly leadStats: LeadStatsPort,
    private readonly qr: QrCodeService,
    private readonly posterLogo: PosterLogoService,
    private readonly audit: AccountAudit,
  ) {}

  /** Creates the event and pays for it (free first event or one credit) in one transaction. */
  async create(actor: AccountActor, body: CreateEventDto): Promise<EventView> {
    const settings = newEventSettings(body);
    try {
      const event = await this.uow.run(async ({ manager }) => {
        if (await this.events.slugTaken(manager, actor.accountId, settings.slug)) throw EventsErrors.slugTaken();
        const { isFree } = await this.credits.takeForNewEvent(manager, actor.accountId);
        // a slug made from the name keeps following it; one typed by hand stays
        const slugFollowsName = settings.slug === eventSlugFrom(settings.name);
        const created = await this.events.insert(manager, { ...settings, accountId: actor.accountId, isFree, slugFollowsName });
        await this.audit.record(actor, 'event.created', created.name, { free: isFree }, manager);
        return created;
      });
      return this.view(event);
    } catch (error) {
      throw translateEventWriteError(error);
    }
  }

  async list(actor: AccountActor, status?: EventStatus): Promise<EventView[]> {
    const events = await this.events.listOwned(actor.accountId, status);
    const companySlug = await this.lookups.companySlugOfAccount(actor.accountId);
    const counts = await this.leadStats.countsByEvent(events.map((event) => event.id));
    return events.map((event) => toEventView(event, counts.get(event.id), this.lookups.formUrl(companySlug, event.slug), this.lookups.lifecycle(event), this.lookups.uploadedImageUrls(event)));
  }

  async get(actor: AccountActor, eventId: string): Promise<EventView> {
    return this.view(await this.lookups.getOwned(actor.accountId, eventId));
  }

  /**
   * Saves the fields the body sends. The row is locked while the change is computed, so the
   * form version goes up exactly once per change of what visitors see or agree to.
   * Until the form address is published the slug follows a rename (unless set by hand);
   * afterwards it is fixed, so printed QR codes keep working.
   */
  async update(actor: AccountActor, eventId: string, body: UpdateEventDto): Promise<EventView> {
    this.assertEventId(eventId);
    const patch = settingsPatch(body);
    try {
      const event = await this.uow.run(async ({ manager }) => {
        const current = await this.events.lockOwned(manager, actor.accountId, eventId);
        if (!current) throw EventsErrors.notFound();
        const startDate = patch.startDate ?? current.startDate;
        const endDate = patch.endDate ?? current.endDate;
        if (endDate < startDate) throw EventsErrors.endBeforeStart();
        const changed = changedKeys(current, patch);
        if (!changed.length) return current;
        const fields: Parameters<EventsRepository['update']>[3] = Object.fromEntries(changed.map((key) => [key, patch[key]]));
        await this.applySlugRule(current, changed, fields);
        if (fields.slug !== undefined && fields.slug !== current.slug && (await this.events.slugTaken(manager, actor.accountId, fields.slug, current.id))) {
          throw EventsErrors.slugTaken();
        }
        await this.events.update(manager, actor.accountId, current.id, fields, changed.some((key) => VISITOR_FACING_FIELDS.has(key)));
        // the names of the changed settings only: their values may be long texts or images
        await this.audit.record(actor, 'event.updated', fields.name ?? current.name, { fields: Object.keys(fields) }, manager);
        return (await this.events.findOwned(actor.accountId, current.id, manager))!;
      });
      return this.view(event);
    } catch (error) {
      throw translateEventWriteError(error);
    }
  }

  /**
   * A slug set by hand stops following the name (unless it is what the name gives); a rename of
   * a following one makes it anew. Both only before the address is published.
   */
  private async applySlugRule(current: EventRecord, changed: readonly string[], fields: { name?: string; slug?: string; slugFollowsName?: boolean }) {
    const name = fields.name ?? current.name;
    if (changed.includes('slug')) {
      const fixedBy = await this.publishedBy(current);
      if (fixedBy) throw EventsErrors.slugFixed(fixedBy);
      fields.slugFollowsName = fields.slug === eventSlugFrom(name);
    } else if (changed.includes('name') && current.slugFollowsName && !(await this.publishedBy(current))) {
      const derived = eventSlugFrom(name);
      if (derived) fields.slug = derived;
    }
  }

  private async publishedBy(event: EventRecord): Promise<PublishedBy | null> {
    if (event.publishedBy) return event.publishedBy;
    const counts = await this.leadStats.countsByEvent([event.id]);
    return publishedBy(event, counts.get(event.id)?.total ?? 0);
  }

  /**
   * Lifts the lead cap of the free event for one credit. The event row is locked and the credit
   * taken in one transaction, so concurrent calls spend one credit: the first lifts the cap, the
   * others then find a paid event (409). Slug, QR code and leads stay.
   */
  async upgrade(actor: AccountActor, eventId: string): Promise<EventView> {
    this.assertEventId(eventId);
    const event = await this.uow.run(async ({ manager }) => {
      const current = await this.events.lockOwned(manager, actor.accountId, eventId);
      if (!current) throw EventsErrors.notFound();
      if (!current.isFree) throw EventsErrors.notFree();
      await this.credits.takeForUpgrade(manager, actor.accountId);
      await this.events.liftLeadCap(manager, actor.accountId, current.id);
      return (await this.events.findOwned(actor.accountId, current.id, manager))!;
    });
    return this.view(event);
  }

  /** Archiving closes the public form (410) and keeps the leads; repeating it is harmless. */
  archive(actor: AccountActor, eventId: string): Promise<EventView> {
    return this.setStatus(actor, eventId, 'archived');
  }

  unarchive(actor: AccountActor, eventId: string): Promise<EventView> {
    return this.setStatus(actor, eventId, 'active');
  }

  async qrCode(actor: AccountActor, eventId: string, format: QrFormat): Promise<{ qrCode: string; formUrl: string; scanUrl: string }> {
    const event = await this.lookups.getOwned(actor.accountId, eventId);
    // the code holds the short link, which counts the scan; the organiser shares the form's address
    const scanUrl = this.lookups.scanUrl(event);
    return { qrCode: await this.qr.render(scanUrl, format), formUrl: this.lookups.formUrl(await this.lookups.companySlugOf(event), event.slug), scanUrl };
  }

  /** The QR code as a file to print: the form address is out, the slug is fixed from now on. */
  async qrFile(actor: AccountActor, eventId: string, format: QrFormat): Promise<{ file: Buffer; fileName: string }> {
    const event = await this.lookups.getOwned(actor.accountId, eventId);
    const url = this.lookups.scanUrl(event);
    const file = format === 'svg' ? Buffer.from(await this.qr.render(url, 'svg')) : await this.qr.png(url);
    await this.events.markPublished(event.id, 'qr');
    // spec: 'qr-code-' plus the lowercased event name with spaces replaced by hyphens
    return { file, fileName: `qr-code-${event.name.toLowerCase().replace(/ /g, '-')}.${format}` };
  }

  /** The stand poster: a one-page PDF with the event's colours, name, call to action and vector QR code. */
  async qrPoster(actor: AccountActor, eventId: string, size: PosterSize): Promise<{ pdf: Buffer; fileName: string }> {
    const event = await this.lookups.getOwned(actor.accountId, eventId);
    const formUrl = this.lookups.formUrl(await this.lookups.companySlugOf(event), event.slug);
    const pdf = await renderQrPoster(
      {
        name: event.name,
        submitButtonText: event.submitButtonText,
        primaryColor: event.primaryColor,
        secondaryColor: event.secondaryColor,
        formUrl,
        // the printed address is the form's (to type); the code is the short link (a counted scan)
        qr: this.qr.matrix(this.lookups.scanUrl(event)),
        logo: await this.posterLogo.forPrint(event),
      },
      size,
    );
    await this.events.markPublished(event.id, 'poster');
    return { pdf, fileName: `poster_${event.slug}_${size}.pdf` };
  }

  private async setStatus(actor: AccountActor, eventId: string, status: EventStatus): Promise<EventView> {
    this.assertEventId(eventId);
    const before = await this.lookups.getOwned(actor.accountId, eventId);
    if (!(await this.events.setStatus(actor.accountId, eventId, status))) throw EventsErrors.notFound();
    if (before.status !== status) await this.audit.record(actor, status === 'archived' ? 'event.archived' : 'event.unarchived', before.name);
    return this.get(actor, eventId);
  }

  /** The event as the organiser's views show it; its form address carries the owning account's company slug. */
  private async view(event: EventRecord): Promise<EventView> {
    const companySlug = await this.lookups.companySlugOf(event);
    const counts = await this.leadStats.countsByEvent([event.id]);
    return toEventView(event, counts.get(event.id), this.lookups.formUrl(companySlug, event.slug), this.lookups.lifecycle(event), this.lookups.uploadedImageUrls(event));
  }

  /** A malformed id cannot name an event: the same 404 as a foreign one, and no query. */
  private assertEventId(eventId: string): void {
    if (!isUUID(eventId)) throw EventsErrors.notFound();
  }
}
