import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isISO8601, isUUID } from 'class-validator';
import { StandDeviceTokens, type AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { AppError } from '../../../common/errors/app-error';
import { sqlState } from '../../../common/errors/sql-state';
import { Metrics } from '../../../common/metrics/metrics';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { UnitOfWork, Transaction } from '../../../common/outbox/unit-of-work';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import { STAND_LEAD_SOURCES, type LeadSource, type StandLeadSource } from '@fairleads/shared/lead-source';
import type { AccountActor } from '../../../common/auth/access-policy';
import { Clock } from '../../../common/time/clock';
import { EventsService, type EventRecord } from '../../events';
import { FunnelService, LeadLimitWarnings } from '../../insights';
import { LeadActors, LeadLog, LeadSecrets, sha256, type Lead, type LeadActor } from '../../lead-log';
import { CaptureErrors } from '../capture.errors';
import { checkSubmission, checkSubmissionInBothLanguages, type Answers, type SubmissionInput } from '../domain/submission-rules';
import { SubmissionKeysRepository } from '../repositories/submission-keys.repository';
import { LeadMails } from './lead-mails.service';
import { LeadWebhooks } from './lead-webhooks.service';

/** How often a visitor's repeated submit may send the same mail again. */
const VISITOR_RESEND_INTERVAL_MS = 10 * 60_000;
/** A device's clock may run this much ahead of the server's before its capture time counts as future. */
const CAPTURE_CLOCK_SKEW_MS = 2 * 60_000;

export type FormLocator = { companySlug: string; eventSlug: string } | { slug: string };

/** The event behind a form's path, and its company's slug. */
export interface FoundForm {
  event: EventRecord;
  companySlug: string;
}

/** A submit as the API's DTO or the page route's form body brings it. */
export interface SubmissionRequest extends SubmissionInput {
  /** Honeypot: humans never fill it. */
  website?: unknown;
  /** From the served form: proves it was served, and when (minimum fill time). */
  formToken?: unknown;
  /** The idempotency key per event (a UUID made on the device); optional. */
  submissionId?: unknown;
  /** A stand device's capture time (ISO 8601); ignored without a device. */
  capturedAt?: unknown;
  /** Where a stand device's lead came from (`stand`, `badge`, `card`); a visitor may not name one. */
  source?: unknown;
}

/** A member's capture on the lead desk: the submit's answers without the form's proofs. */
export interface MemberCaptureRequest extends SubmissionInput {
  source: StandLeadSource;
  submissionId?: unknown;
}

export interface VisitorContext {
  /** The language of the visitor's page: messages and the lead's mails. */
  locale?: Locale;
  ip?: string;
  userAgent?: string;
  correlationId?: string;
  /** A stand device whose token the request carried (checked): no form token needed, its own capture time. */
  standDevice?: AuthenticatedStandDevice;
  /** The form the request's submit limit already looked up (FormSubmitLimitGuard): not read twice. */
  form?: FoundForm | null;
}

/** What a capture records beyond the answers. */
interface CaptureOptions {
  submissionId: string | null;
  /** The stand device that captured the lead, if one did. */
  standDeviceId: string | null;
  /** Who captured it for the visitor: a stand device or a member (null: the visitor themself). */
  actor: LeadActor | null;
  source: LeadSource;
  capturedAt: Date | null;
  metadataActor: 'visitor' | 'organiser';
}

export interface SubmitResult {
  created: boolean;
  /** For the visitor's receipt (the e-mail confirmation and success pages); not part of the API answer. */
  leadId: string;
  requiresConfirmation: boolean;
  downloadUrl: string | null;
  /** false when a repeated submit's mail was held back (at most one every 10 minutes). */
  mailSent: boolean;
}

@Injectable()
export class LeadCaptureService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly log: LeadLog,
    private readonly secrets: LeadSecrets,
    private readonly mails: LeadMails,
    private readonly limitWarnings: LeadLimitWarnings,
    private readonly submissionKeys: SubmissionKeysRepository,
    private readonly standDevices: StandDeviceTokens,
    private readonly clock: Clock,
    private readonly funnel: FunnelService,
    private readonly webhooks: LeadWebhooks,
    private readonly actors: LeadActors,
    private readonly metrics: Metrics,
  ) {}

  /** The event behind a public form path, if its form is open (archived or ended: 410). */
  async openEvent(locator: FormLocator): Promise<FoundForm> {
    const found = await this.findEvent(locator);
    this.assertOpen(found.event);
    return found;
  }

  /** The event behind a public form path in any status; null when the path names none. */
  findForm(locator: FormLocator): Promise<FoundForm | null> {
    return 'slug' in locator ? this.events.findForVisitorBySlug(locator.slug) : this.events.findForVisitor(locator.companySlug, locator.eventSlug);
  }

  private async findEvent(locator: FormLocator): Promise<FoundForm> {
    const found = await this.findForm(locator);
    if (!found) throw CaptureErrors.formNotFound();
    return found;
  }

  private assertOpen(event: EventRecord): void {
    if (event.status !== 'active' || this.events.hasEnded(event)) throw CaptureErrors.eventUnavailable();
  }

  /** The public form's configuration in the visitor's language: what the visitor sees, nothing private. */
  async formConfig(locator: FormLocator, locale: Locale = DEFAULT_LOCALE) {
    const { event, companySlug } = await this.openEvent(locator);
    const leadLimitReached = event.isFree && (await this.log.countCaptured(event.id)) >= FREE_EVENT_LEAD_LIMIT;
    const texts = this.events.visitorTexts(event, locale);
    return {
      id: event.id,
      name: event.name,
      slug: event.slug,
      companySlug,
      backgroundColor: event.backgroundColor,
      primaryColor: event.primaryColor,
      secondaryColor: event.secondaryColor,
      // an uploaded image wins over the organiser's URL
      ...this.events.brandImages(event),
      introText: texts.introText,
      doubleOptIn: event.doubleOptIn,
      nameRequired: event.nameRequired,
      customField1: event.customField1,
      customField2: event.customField2,
      customField1Options: event.customField1Options,
      customField2Options: event.customField2Options,
      customField1Required: Boolean(event.customField1) && event.customField1Required,
      customField2Required: Boolean(event.customField2) && event.customField2Required,
      privacyText: texts.privacyText,
      privacyUrl: event.privacyUrl,
      submitButtonText: texts.submitButtonText,
      leadLimitReached,
      formToken: this.secrets.issueFormToken(event.id),
    };
  }

  /**
   * Takes a visitor's answers. One lead per (event, e-mail): a repeated submit records no second
   * lead but sends the pending mail again (at most every 10 minutes). A free event takes at most
   * FREE_EVENT_LEAD_LIMIT leads, also under concurrent submits (the event row is locked), and
   * the lead that reaches a warning count enqueues the organiser's warning (LeadLimitWarnings).
   *
   * A `submissionId` makes the submit idempotent per event for SUBMISSION_ID_DAYS: the first
   * submit's answer is stored with it in the capture's transaction, and a repeat (also one that
   * runs at the same moment, which waits for the first) gets that answer and records nothing.
   * A stand device's submit needs no form token (a queued entry may be sent hours later) and may
   * bring its capture time.
   *
   * Counted in fairleads_submits_total: accepted, or refused with the refusal's code (an error of
   * ours, a 5xx, is no refusal: the request metrics show it).
   */
  async submit(locator: FormLocator, input: SubmissionRequest, visitor: VisitorContext): Promise<SubmitResult> {
    try {
      const result = await this.submitOnce(locator, input, visitor);
      this.metrics.submitAccepted();
      return result;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) this.metrics.submitRefused(error.code);
      throw error;
    }
  }

  private async submitOnce(locator: FormLocator, input: SubmissionRequest, visitor: VisitorContext): Promise<SubmitResult> {
    const submissionId = this.submissionIdOf(input.submissionId);
    const device = visitor.standDevice;
    const { event: found, companySlug } = visitor.form ?? (await this.findEvent(locator));
    if (device) this.standDevices.forEvent(device, found.id);
    // a repeat answers as the first did, also once the form has closed since
    const answered = submissionId ? await this.submissionKeys.answerOf<SubmitResult>(found.id, submissionId) : null;
    if (answered) return answered;

    this.assertOpen(found);
    if (input.website) throw CaptureErrors.formRejected();
    const source = this.sourceOf(input.source, device);
    if (!device) {
      const token = this.secrets.checkFormToken(input.formToken, found.id);
      if (token === 'invalid') throw CaptureErrors.formRejected();
      if (token === 'too-fast') throw CaptureErrors.tooFast();
    }
    const checked = checkSubmission(found, input, visitor.locale ?? DEFAULT_LOCALE);
    if ('errors' in checked) throw CaptureErrors.invalidAnswers(checked.errors);
    const answers = checked.answers;
    const options: CaptureOptions = {
      submissionId,
      standDeviceId: device?.id ?? null,
      actor: device ? this.actors.ofDevice(device) : null,
      source,
      capturedAt: device ? this.capturedAtOf(input.capturedAt, device) : null,
      metadataActor: 'visitor',
    };
    return this.captureOnce(found, companySlug, answers, visitor, options);
  }

  /**
   * A member's capture on the lead desk ('Scannen'): the visitor is present and ticked the consent
   * on the member's phone. Like a stand device's submit (no form token, the event's rules, the
   * lead cap, the double opt-in mail), in the account's own event only (another's: 404), with the
   * member as the fact's actor.
   */
  async captureForMember(actor: AccountActor, eventId: string, input: MemberCaptureRequest, visitor: VisitorContext): Promise<SubmitResult> {
    const submissionId = this.submissionIdOf(input.submissionId);
    const event = await this.events.getOwned(actor.accountId, eventId);
    const answered = submissionId ? await this.submissionKeys.answerOf<SubmitResult>(event.id, submissionId) : null;
    if (answered) return answered;

    this.assertOpen(event);
    // the member's screen speaks the organiser's language: the failures in both, the filter picks
    const checked = checkSubmissionInBothLanguages(event, input);
    if ('errors' in checked) throw CaptureErrors.invalidAnswers(checked.errors);
    const options: CaptureOptions = {
      submissionId,
      standDeviceId: null,
      actor: await this.actors.ofMember(actor),
      source: input.source,
      capturedAt: null,
      metadataActor: 'organiser',
    };
    return this.captureOnce(event, await this.events.companySlugOf(event), checked.answers, { ...visitor, locale: DEFAULT_LOCALE }, options);
  }

  private async captureOnce(event: EventRecord, companySlug: string, answers: Answers, visitor: VisitorContext, options: CaptureOptions): Promise<SubmitResult> {
    try {
      return await this.capture(event, companySlug, answers, visitor, options);
    } catch (error) {
      // the same address submitted twice at once: the second finds the first's lead on retry
      if (isUniqueViolation(error) || error instanceof AddressReleased) return this.capture(event, companySlug, answers, visitor, options);
      // the event was deleted between opening the form and this submit
      if (isForeignKeyViolation(error)) throw CaptureErrors.eventUnavailable();
      throw error;
    }
  }

  /** A stand device's submit is `stand` unless it names a scan; a visitor's own is `form` and names none. */
  private sourceOf(value: unknown, device: AuthenticatedStandDevice | undefined): LeadSource {
    const named = value !== undefined && value !== null && value !== '';
    if (!device) {
      if (named) throw CaptureErrors.sourceNotForVisitors();
      return 'form';
    }
    if (!named) return 'stand';
    if (!(STAND_LEAD_SOURCES as readonly unknown[]).includes(value)) throw CaptureErrors.sourceInvalid();
    return value as StandLeadSource;
  }

  /**
   * The e-mail confirmation page's 'E-Mail erneut senden' (by the visitor's receipt): the pending
   * mail again, under the same 10-minute rule as a repeated submit.
   */
  async resendForVisitor(leadId: string, visitor: VisitorContext): Promise<{ mailSent: boolean; resendAvailableAt: Date | null }> {
    return this.uow.run(async (tx) => {
      const lead = await this.log.findLead(leadId, tx.manager, true);
      const person = lead && lead.status === 'pending' ? await this.log.findPersonal(lead.id, tx.manager) : null;
      const event = lead && person ? await this.events.findById(lead.eventId, tx.manager) : null;
      if (!lead || !person || !event) return { mailSent: false, resendAvailableAt: null };
      const companySlug = await this.events.companySlugOf(event);
      const metadata = { actor: 'visitor' as const, correlationId: visitor.correlationId };
      const { mailSent } = await this.repeatSubmit(tx, event, companySlug, lead, person.name ?? '', person.email, metadata);
      return { mailSent, resendAvailableAt: mailSent ? new Date(Date.now() + VISITOR_RESEND_INTERVAL_MS) : this.resendAvailableAt(lead) };
    });
  }

  /** When a repeated submit or the resend button would send the lead's mail again (null: now). */
  resendAvailableAt(lead: Lead, now = Date.now()): Date | null {
    const lastMailAt = (lead.status === 'pending' ? lead.doiSentAt : lead.welcomeSentAt) ?? lead.createdAt;
    const at = lastMailAt.getTime() + VISITOR_RESEND_INTERVAL_MS;
    return at > now ? new Date(at) : null;
  }

  private submissionIdOf(value: unknown): string | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !isUUID(value)) throw CaptureErrors.submissionIdInvalid();
    return value.toLowerCase();
  }

  /** The device's capture time: not ahead of the server beyond clock skew, not before the device was registered. */
  private capturedAtOf(value: unknown, device: AuthenticatedStandDevice): Date | null {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !isISO8601(value, { strict: true })) throw CaptureErrors.capturedAtInvalid();
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) throw CaptureErrors.capturedAtInvalid();
    if (at.getTime() > this.clock.now().getTime() + CAPTURE_CLOCK_SKEW_MS) throw CaptureErrors.capturedInFuture();
    if (at.getTime() < device.createdAt.getTime()) throw CaptureErrors.capturedBeforeDevice();
    // a capture within the skew ahead is now: no lead lies in the future
    return at.getTime() > this.clock.now().getTime() ? this.clock.now() : at;
  }

  /** The capture under its idempotency key: a key another submit holds answers that submit's answer. */
  private capture(opened: EventRecord, companySlug: string, answers: Answers, visitor: VisitorContext, options: CaptureOptions): Promise<SubmitResult> {
    return this.uow.run(async (tx) => {
      const { submissionId } = options;
      if (submissionId && !(await this.submissionKeys.claim(tx.manager, opened.id, submissionId))) {
        const answered = await this.submissionKeys.answerOf<SubmitResult>(opened.id, submissionId, tx.manager);
        // the key's holder committed before the claim returned, with its answer in the same transaction
        if (!answered) throw new Error(`submission key ${submissionId} claimed without an answer`);
        return answered;
      }
      const result = await this.captureIn(tx, opened, companySlug, answers, visitor, options);
      if (submissionId) await this.submissionKeys.saveAnswer(tx.manager, opened.id, submissionId, result);
      return result;
    });
  }

  /** `opened`: the event as the submit found it open, a moment ago. */
  private async captureIn(tx: Transaction, opened: EventRecord, companySlug: string, answers: Answers, visitor: VisitorContext, options: CaptureOptions): Promise<SubmitResult> {
    // only a capped (free) event needs its submits in single file, and is read again under its
    // lock; others rely on the unique index and keep the row read a moment ago (one query less).
    // Lock order: the event row, then the address's personal data, then the lead.
    const event = opened.isFree ? await this.events.lockForCapture(tx.manager, opened.id) : opened;
    if (!event) throw CaptureErrors.eventUnavailable();
    if (event.status !== 'active' || this.events.hasEnded(event)) throw CaptureErrors.eventUnavailable();
    const metadata = { actor: options.metadataActor, correlationId: visitor.correlationId };

    // counted under the event's lock: exact for a free event, whose captures run in single file
    const leadsBefore = event.isFree ? await this.log.countCaptured(event.id, tx.manager) : null;
    // a full free event still answers a known address as a repeat; a new one is refused
    if (leadsBefore !== null && leadsBefore >= FREE_EVENT_LEAD_LIMIT) {
      const repeated = await this.repeatIfKnown(tx, event, companySlug, answers, metadata);
      if (repeated) return repeated;
      throw CaptureErrors.leadLimitReached();
    }
    const leadId = randomUUID();
    // the consent as the visitor's page showed it, in their language
    const locale = visitor.locale ?? DEFAULT_LOCALE;
    const consentText = this.events.visitorTexts(event, locale).privacyText;
    const tokenNonce = event.doubleOptIn ? this.secrets.newTokenNonce() : null;
    const confirmationToken = tokenNonce ? this.secrets.confirmationToken(leadId, tokenNonce) : null;
    const person = {
      leadId,
      ownerEventId: event.id,
      email: answers.email,
      name: answers.name,
      customField1: answers.customField1,
      customField2: answers.customField2,
    };
    // one statement for a new address; a known one (lead_personal_data's unique key) writes nothing
    const lead = await this.log.captureNew(
      tx.manager,
      person,
      {
        eventId: event.id,
        formVersion: event.formVersion,
        doubleOptIn: event.doubleOptIn,
        consentText,
        consentTextHash: sha256(consentText),
        ipHash: this.secrets.hashIp(visitor.ip),
        userAgent: visitor.userAgent?.slice(0, 500) ?? null,
        confirmationTokenHash: confirmationToken ? this.secrets.hashToken(confirmationToken) : null,
        tokenNonce,
        locale,
        source: options.source,
        ...(options.standDeviceId ? { standDeviceId: options.standDeviceId } : {}),
        ...(options.actor ? { actor: options.actor } : {}),
        ...(options.capturedAt ? { capturedAt: options.capturedAt.toISOString() } : {}),
      },
      metadata,
    );
    if (!lead) {
      const repeated = await this.repeatIfKnown(tx, event, companySlug, answers, metadata);
      // the conflicting row went again (an erasure) before this could lock it: the capture runs once more
      if (!repeated) throw new AddressReleased();
      return repeated;
    }
    // the funnel: a new lead is a submit, and without double opt-in confirmed at once
    await this.funnel.count(tx.manager, event.id, 'submits');
    if (!event.doubleOptIn) await this.funnel.count(tx.manager, event.id, 'confirmed');
    await this.webhooks.announce(tx, 'lead.captured', event, lead, { ...person, note: null }, lead.createdAt);
    if (leadsBefore !== null) await this.limitWarnings.afterCapture(tx, event, leadsBefore + 1);
    const recipient = { leadId, to: answers.email, name: answers.name ?? '', locale };
    if (confirmationToken) {
      await this.mails.sendDoubleOptIn(tx, event, companySlug, recipient, confirmationToken);
      return { created: true, leadId, requiresConfirmation: true, downloadUrl: null, mailSent: true };
    }
    await this.mails.sendWelcome(tx, event, recipient);
    return { created: true, leadId, requiresConfirmation: false, downloadUrl: event.downloadUrl, mailSent: true };
  }

  /** The repeated submit of an address the event knows (its rows locked); null when it knows none. */
  private async repeatIfKnown(
    tx: Transaction,
    event: EventRecord,
    companySlug: string,
    answers: Answers,
    metadata: { actor: 'visitor' | 'organiser'; correlationId?: string },
  ): Promise<SubmitResult | null> {
    const existing = await this.log.findPersonalByEmail(tx.manager, event.id, answers.email);
    if (!existing) return null;
    const lead = (await this.log.findLead(existing.leadId, tx.manager, true))!;
    return this.repeatSubmit(tx, event, companySlug, lead, existing.name ?? '', answers.email, metadata);
  }

  private async repeatSubmit(
    tx: Transaction,
    event: EventRecord,
    companySlug: string,
    lead: Lead,
    name: string,
    email: string,
    metadata: { actor: 'visitor' | 'organiser'; correlationId?: string },
  ): Promise<SubmitResult> {
    // a resend speaks the language the lead was captured in
    const recipient = { leadId: lead.id, to: email, name, locale: lead.locale };
    const mayResend = this.resendAvailableAt(lead) === null;
    const stream = { leadId: lead.id, ownerEventId: event.id, current: lead };

    if (lead.status === 'pending') {
      if (mayResend) {
        const { token, nonce } = await this.mails.currentConfirmationToken(lead);
        await this.log.append(tx.manager, stream, 'DoiResendRequested', { by: 'visitor', tokenNonce: nonce, confirmationTokenHash: this.secrets.hashToken(token) }, metadata);
        await this.mails.sendDoubleOptIn(tx, event, companySlug, recipient, token);
      }
      return { created: false, leadId: lead.id, requiresConfirmation: true, downloadUrl: null, mailSent: mayResend };
    }
    if (mayResend) {
      await this.log.append(tx.manager, stream, 'WelcomeResendRequested', { by: 'visitor' }, metadata);
      await this.mails.sendWelcome(tx, event, recipient);
    }
    // a confirmed visitor gets the download by mail again, not on screen: the address is the proof
    return { created: false, leadId: lead.id, requiresConfirmation: false, downloadUrl: lead.doubleOptIn ? null : event.downloadUrl, mailSent: mayResend };
  }
}

/** The address's row that made a new lead's insert do nothing was gone when the capture went to lock it. */
class AddressReleased extends Error {}

const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
