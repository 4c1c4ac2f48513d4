import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { AppError } from '../../../common/errors/app-error';
import type { ErrorCode } from '../../../common/errors/error-codes';
import { fieldWordsIn } from '../../../common/i18n/localized';
import type { PageContext } from '../../../common/ssr/visitor-page-http';
import { Metrics } from '../../../common/metrics/metrics';
import { EventsService, type EventRecord } from '../../events';
import { FunnelService } from '../../insights';
import { LeadLog, LeadSecrets } from '../../lead-log';
import type { FieldErrors } from '../domain/submission-rules';
import { VISITOR_MESSAGES } from '../domain/visitor-messages';
import { FormLocator, LeadCaptureService, type VisitorContext } from './lead-capture.service';
import { LeadConfirmationService } from './lead-confirmation.service';
import { LeadErasure } from './lead-erasure.service';
import type { EventBrand, FormView, LeadFormValues, VisitorPage } from '@fairleads/shared/visitor-page';

/** A page to render and its status code. */
export interface PageResult {
  status: number;
  page: VisitorPage;
}

export type SubmitOutcome =
  | { kind: 'done'; location: string; successPage: PageResult | null; downloadUrl: string | null }
  | { kind: 'page'; result: PageResult; errors?: FieldErrors; message?: string; code?: ErrorCode };

const enc = encodeURIComponent;

export function formPath(locator: FormLocator): string {
  return 'slug' in locator ? `/form/${enc(locator.slug)}` : `/form/${enc(locator.companySlug)}/${enc(locator.eventSlug)}`;
}

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return query ? `${path}?${query}` : path;
}

/** `images`: what EventsService.brandImages answers (an uploaded image wins over the URL). */
function brandOf(event: EventRecord, images: Pick<EventBrand, 'logoUrl' | 'headerImageUrl'>): EventBrand {
  return {
    name: event.name,
    primaryColor: event.primaryColor,
    secondaryColor: event.secondaryColor,
    backgroundColor: event.backgroundColor,
    ...images,
  };
}

const EMPTY: LeadFormValues = { email: '', name: '', customField1: '', customField2: '', consent: false };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The visitor pages' data (form, e-mail confirmation, double opt-in), rendered by the API so the
 * first answer holds the whole branded page, and their form posts, which work without a script.
 */
@Injectable()
export class VisitorPagesService {
  constructor(
    private readonly capture: LeadCaptureService,
    private readonly confirmation: LeadConfirmationService,
    private readonly log: LeadLog,
    private readonly secrets: LeadSecrets,
    private readonly events: EventsService,
    private readonly funnel: FunnelService,
    private readonly erasure: LeadErasure,
    private readonly metrics: Metrics,
  ) {}

  /**
   * The form; its success page when a receipt of this event's lead comes along (no double opt-in).
   * `countView`: a person's page load, counted as a view of the funnel when the form is shown.
   */
  async formPage(locator: FormLocator, ctx: PageContext, receipt?: unknown, countView = false): Promise<PageResult> {
    const open = await this.openForm(locator, ctx);
    if ('status' in open) return open;
    const { event } = open;
    const leadId = receipt === undefined ? null : this.secrets.readReceipt(receipt);
    if (leadId) {
      const lead = await this.log.findLead(leadId);
      if (lead && lead.eventId === event.id && !lead.doubleOptIn && lead.status !== 'erased') {
        return { status: 200, page: { kind: 'form-success', locale: ctx.locale, url: ctx.url, brand: this.brand(event), downloadUrl: event.downloadUrl } };
      }
    }
    const result = await this.formView(locator, ctx, EMPTY, {}, null);
    if (countView && result.page.kind === 'form') await this.funnel.countVisit(event.id, 'views');
    return result;
  }

  /** The form's post: 303 to the next page, or the form again with every message at its field. */
  async submit(locator: FormLocator, body: Record<string, unknown>, ctx: PageContext, visitor: VisitorContext): Promise<SubmitOutcome> {
    const values: LeadFormValues = {
      email: text(body.email),
      name: text(body.name),
      customField1: text(body.customField1),
      customField2: text(body.customField2),
      // the ticked box sends 'on'; any other value is no consent
      consent: body.consent === 'on',
    };
    const m = VISITOR_MESSAGES[ctx.locale];
    // the form renders it hidden (no person types it): a malformed one was tampered with
    const sent = body.submissionId;
    const submissionId = typeof sent === 'string' && isUUID(sent) ? sent : undefined;
    if (sent !== undefined && !submissionId) {
      // refused before the capture sees it: counted as the capture counts its refusals
      this.metrics.submitRefused('LEADS_SUBMISSION_ID_INVALID');
      return this.problem(locator, ctx, values, m.formRejected, 400, 'LEADS_SUBMISSION_ID_INVALID');
    }
    try {
      const result = await this.capture.submit(
        locator,
        { ...values, website: body.website, formToken: body.formToken, submissionId },
        { ...visitor, locale: ctx.locale },
      );
      const receipt = this.secrets.issueReceipt(result.leadId);
      if (result.requiresConfirmation) {
        return { kind: 'done', location: this.emailConfirmationUrl(locator, receipt, ctx), successPage: null, downloadUrl: null };
      }
      const location = withQuery(formPath(locator), { r: receipt, lang: ctx.carryLang });
      const successPage = await this.formPage(locator, { ...ctx, url: location }, receipt);
      return { kind: 'done', location, successPage, downloadUrl: result.downloadUrl };
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      // the capture checked the token before the answers: a form sent back keeps it (its fill time counts on)
      const token = body.formToken;
      switch (error.code) {
        case 'LEADS_INVALID_ANSWERS': {
          // worded in the page's language (the capture words a visitor's in it already; Localized ones are picked here)
          const errors = fieldWordsIn(error.details?.errors ?? {}, ctx.locale) as FieldErrors;
          return { kind: 'page', result: await this.formView(locator, ctx, values, errors, null, 422, token), errors, code: error.code };
        }
        case 'LEADS_TOO_FAST':
          return this.problem(locator, ctx, values, m.tooFast, 400, error.code, token);
        case 'LEADS_FORM_REJECTED':
        case 'LEADS_SUBMISSION_ID_INVALID':
          return this.problem(locator, ctx, values, m.formRejected, 400, error.code);
        default:
          // the form closed or filled up meanwhile: its page says so
          return { kind: 'page', result: await this.formPage(locator, ctx) };
      }
    }
  }

  /** 'Bitte bestätige deine E-Mail-Adresse': the address from the receipt, the resend button's countdown. */
  async emailConfirmationPage(query: Record<string, unknown>, pathCompany: string | null, ctx: PageContext, notice: 'sent' | 'held' | 'failed' | null): Promise<PageResult> {
    const receipt = typeof query.r === 'string' ? query.r : null;
    const leadId = receipt ? this.secrets.readReceipt(receipt) : null;
    const locator = this.locatorFromQuery(query, pathCompany);
    let brand: EventBrand | null = null;
    let email: string | null = null;
    let resendAvailableAt: Date | null = null;
    const lead = leadId ? await this.log.findLead(leadId) : null;
    if (lead && lead.status === 'pending') {
      const [person, event] = await Promise.all([this.log.findPersonal(lead.id), this.events.findById(lead.eventId)]);
      email = person?.email ?? null;
      brand = event ? this.brand(event) : null;
      resendAvailableAt = this.capture.resendAvailableAt(lead);
    } else if (locator) {
      brand = await this.capture.openEvent(locator).then(
        ({ event }) => this.brand(event),
        () => null,
      );
    }
    return {
      status: 200,
      page: {
        kind: 'email-confirmation',
        locale: ctx.locale,
        url: ctx.url,
        brand,
        email,
        receipt: email ? receipt : null,
        formPath: locator ? withQuery(formPath(locator), { lang: ctx.carryLang }) : null,
        resendAvailableAt: resendAvailableAt?.getTime() ?? null,
        notice,
        renderedAt: Date.now(),
      },
    };
  }

  /** The resend button's post: the pending mail again unless the 10-minute rule holds it back. */
  async resend(receipt: unknown, visitor: VisitorContext): Promise<{ mailSent: boolean; resendAvailableAt: number | null } | null> {
    const leadId = this.secrets.readReceipt(receipt);
    if (!leadId) return null;
    const { mailSent, resendAvailableAt } = await this.capture.resendForVisitor(leadId, visitor);
    return { mailSent, resendAvailableAt: resendAvailableAt?.getTime() ?? null };
  }

  /** The double opt-in page on a GET: asks for the click (never confirms; mail scanners open links). */
  async confirmPage(token: string, ctx: PageContext): Promise<PageResult> {
    const lead = await this.leadOfLink(token);
    const event = lead && lead.status !== 'erased' ? await this.events.findById(lead.eventId) : null;
    if (!lead || !event) return this.brokenLink(token, ctx);
    if (lead.status === 'pending') return this.confirmView(ctx, 'ask', this.brand(event));
    const ctaText = this.events.visitorTexts(event, lead.locale).ctaButtonText;
    return { status: 200, page: { ...this.confirmView(ctx, 'confirmed', this.brand(event)).page, downloadUrl: event.downloadUrl, ctaText } as VisitorPage };
  }

  /** The double opt-in itself (the button's post, or the page script on load). */
  async confirm(token: string, ctx: PageContext, visitor: VisitorContext): Promise<PageResult> {
    try {
      const result = await this.confirmation.confirm(token, { ...visitor, locale: ctx.locale });
      const { event } = result;
      const brand: EventBrand = {
        name: event.name,
        primaryColor: event.primaryColor,
        secondaryColor: event.secondaryColor,
        backgroundColor: event.backgroundColor,
        logoUrl: event.logoUrl,
        headerImageUrl: null,
      };
      return {
        status: 200,
        page: { ...this.confirmView(ctx, 'confirmed', brand).page, downloadUrl: result.downloadUrl, ctaText: event.ctaButtonText, message: result.message } as VisitorPage,
      };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return this.brokenLink(token, ctx);
      throw error;
    }
  }

  /** The erase page on a GET: what will be erased and the button (a GET never erases: mail scanners open links). */
  async erasePage(token: string, ctx: PageContext): Promise<PageResult> {
    const target = await this.erasure.target(token);
    if (target.state === 'unknown') return this.eraseView(ctx, 'invalid', null, 404);
    const brand = target.event ? this.brand(target.event) : null;
    if (target.state === 'erased') return this.eraseView(ctx, 'erased', brand);
    return this.eraseView(ctx, 'ask', brand, 200, { email: target.person.email, name: target.person.name });
  }

  /** The erase button's post: erased now (200) or before (410), or an unknown link (404); each with its page. */
  async erase(token: string, ctx: PageContext, visitor: VisitorContext): Promise<PageResult> {
    const before = await this.erasure.target(token);
    const brand = before.state !== 'unknown' && before.event ? this.brand(before.event) : null;
    try {
      await this.erasure.eraseByLink(token, visitor.correlationId);
      return this.eraseView(ctx, 'erased', brand);
    } catch (error) {
      if (error instanceof AppError && error.status === 410) return this.eraseView(ctx, 'erased', brand, 410);
      if (error instanceof AppError && error.status === 404) return this.eraseView(ctx, 'invalid', null, 404);
      throw error;
    }
  }

  /**
   * The download link /d/{token} when it leads nowhere (404): in the lead's event's colours with
   * its form as the way on while the event exists, else unbranded with the site's home. An
   * erased lead's page says that the data were erased, so the visitor knows why.
   */
  async downloadUnavailablePage(token: string, ctx: PageContext): Promise<PageResult> {
    const leadId = this.secrets.readLeadLinkToken('download', token);
    const lead = leadId ? await this.log.findLead(leadId) : null;
    const event = lead ? await this.events.findById(lead.eventId) : null;
    const reason = lead?.status === 'erased' ? 'erased' : 'unknown';
    const page = { kind: 'download-unavailable', locale: ctx.locale, url: ctx.url, reason, brand: null, formUrl: null } as const;
    if (!event) return { status: 404, page };
    return { status: 404, page: { ...page, brand: this.brand(event), formUrl: await this.formUrlOf(event, ctx) } };
  }

  private eraseView(ctx: PageContext, state: 'ask' | 'erased' | 'invalid', brand: EventBrand | null, status = 200, person = { email: null as string | null, name: null as string | null }): PageResult {
    return { status, page: { kind: 'erase', locale: ctx.locale, url: ctx.url, state, brand, email: person.email, name: person.name } };
  }

  private leadOfLink(token: string) {
    return token.length <= 200 ? this.log.findByTokenHash(this.secrets.hashToken(token)) : Promise.resolve(null);
  }

  /**
   * A link that confirms nothing (404): says why and where to go on. An erased visitor's event,
   * when it still exists, offers its form again (branded); anything else is an unknown link.
   */
  private async brokenLink(token: string, ctx: PageContext): Promise<PageResult> {
    const lead = await this.leadOfLink(token);
    const event = lead?.status === 'erased' ? await this.events.findById(lead.eventId) : null;
    if (!event) return this.confirmView(ctx, 'invalid', null, 404);
    const result = this.confirmView(ctx, 'invalid', this.brand(event), 404);
    return { ...result, page: { ...result.page, reason: 'erased', formUrl: await this.formUrlOf(event, ctx) } as VisitorPage };
  }

  /** The event's form, as a way on from a link that led nowhere, in the page's language. */
  private async formUrlOf(event: EventRecord, ctx: PageContext): Promise<string> {
    const locator = { companySlug: await this.events.companySlugOf(event), eventSlug: event.slug };
    return withQuery(formPath(locator), { lang: ctx.carryLang });
  }

  emailConfirmationUrl(locator: FormLocator, receipt: string, ctx: Pick<PageContext, 'carryLang'>): string {
    if ('slug' in locator) return withQuery('/email-confirmation', { event: locator.slug, r: receipt, lang: ctx.carryLang });
    return withQuery(`/${enc(locator.companySlug)}/email-confirmation`, {
      company: locator.companySlug,
      event: locator.eventSlug,
      r: receipt,
      lang: ctx.carryLang,
    });
  }

  confirmView(ctx: PageContext, state: 'ask' | 'confirmed' | 'invalid' | 'failed', brand: EventBrand | null, status = 200): PageResult {
    const reason = state === 'invalid' ? 'unknown' : null;
    return { status, page: { kind: 'confirm', locale: ctx.locale, url: ctx.url, state, brand, downloadUrl: null, ctaText: null, message: null, reason, formUrl: null } };
  }

  private locatorFromQuery(query: Record<string, unknown>, pathCompany: string | null): FormLocator | null {
    const event = typeof query.event === 'string' ? query.event.trim() : '';
    const company = (typeof query.company === 'string' ? query.company.trim() : '') || pathCompany;
    if (!event) return null;
    return company ? { companySlug: company, eventSlug: event } : { slug: event };
  }

  private async openForm(locator: FormLocator, ctx: PageContext): Promise<{ event: EventRecord } | PageResult> {
    try {
      return await this.capture.openEvent(locator);
    } catch (error) {
      if (error instanceof AppError && (error.status === 404 || error.status === 410)) {
        return { status: error.status, page: { kind: 'unavailable', locale: ctx.locale, url: ctx.url } };
      }
      throw error;
    }
  }

  private async formView(
    locator: FormLocator,
    ctx: PageContext,
    values: LeadFormValues,
    errors: FieldErrors,
    problem: string | null,
    status = 200,
    formToken?: unknown,
  ): Promise<PageResult> {
    let config;
    try {
      config = await this.capture.formConfig(locator, ctx.locale);
    } catch (error) {
      if (error instanceof AppError && (error.status === 404 || error.status === 410)) {
        return { status: error.status, page: { kind: 'unavailable', locale: ctx.locale, url: ctx.url } };
      }
      throw error;
    }
    const brand: EventBrand = {
      name: config.name,
      primaryColor: config.primaryColor,
      secondaryColor: config.secondaryColor,
      backgroundColor: config.backgroundColor,
      logoUrl: config.logoUrl,
      headerImageUrl: config.headerImageUrl,
    };
    // a full free event: registration closed, in neutral words (410: this form takes nothing more)
    if (config.leadLimitReached) return { status: 410, page: { kind: 'limit', locale: ctx.locale, url: ctx.url, brand } };
    const form: FormView = {
      brand,
      introText: config.introText,
      nameRequired: config.nameRequired,
      customField1: config.customField1?.trim() || null,
      customField2: config.customField2?.trim() || null,
      customField1Options: config.customField1Options.filter((o) => o.trim() !== ''),
      customField2Options: config.customField2Options.filter((o) => o.trim() !== ''),
      customField1Required: config.customField1Required,
      customField2Required: config.customField2Required,
      privacyText: config.privacyText,
      privacyUrl: config.privacyUrl,
      submitButtonText: config.submitButtonText,
      formToken: typeof formToken === 'string' ? formToken : config.formToken,
      // a form sent back refused recorded nothing: its next post is a new submission
      submissionId: randomUUID(),
    };
    return { status, page: { kind: 'form', locale: ctx.locale, url: ctx.url, form, values, errors, problem } };
  }

  private async problem(locator: FormLocator, ctx: PageContext, values: LeadFormValues, message: string, status: number, code: ErrorCode, formToken?: unknown): Promise<SubmitOutcome> {
    return { kind: 'page', result: await this.formView(locator, ctx, values, {}, message, status, formToken), message, code };
  }

  /** The event's colours and texts with the images a visitor sees (an upload wins over a URL). */
  private brand(event: EventRecord): EventBrand {
    return brandOf(event, this.events.brandImages(event));
  }
}
