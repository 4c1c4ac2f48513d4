import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventsService } from '../../events';
import { AccountAudit } from '../../identity';
import { LeadConfirmationService, LeadErasure, visitorContext } from '../../capture';
import { LeadExportService, LeadLogErrors } from '../../lead-log';
import { dateIn } from '../../../common/time/business-time';
import { appConfig } from '../../../config';
import { formatPageCursor, parseExportFormat, parseLeadListQuery } from '../domain/lead-list-query';
import { EraseLeadDto } from '../dto/erase-lead.dto';
import { QualifyLeadDto } from '../dto/qualify-lead.dto';
import { renderConsentProof } from '../domain/consent-proof.pdf';
import { DeskExportService } from '../services/desk-export.service';
import { LeadDetailService } from '../services/lead-detail.service';
import { LeadQualificationService } from '../services/lead-qualification.service';
import { UnchangedPolls } from '../services/unchanged-polls.service';
import { LeadsQueryService } from '../services/leads-query.service';
import { LeadDetailAnswer, ResendDoiAnswer } from '../dto/lead-detail.answer';
import { LeadErasedAnswer } from '../dto/erase-lead.answer';
import { LeadListItemAnswer, LeadSummaryAnswer, RemovedLeadAnswer } from '../dto/lead-list.answer';
import { Allow } from '../../../common/auth/access.decorators';

const uuidOr404 = new ParseUUIDPipe({ exceptionFactory: () => LeadLogErrors.leadNotFound() });

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(
    private readonly leads: LeadsQueryService,
    private readonly confirmation: LeadConfirmationService,
    private readonly exporter: LeadExportService,
    private readonly deskExport: DeskExportService,
    private readonly events: EventsService,
    private readonly details: LeadDetailService,
    private readonly qualification: LeadQualificationService,
    private readonly polls: UnchangedPolls,
    private readonly erasure: LeadErasure,
    private readonly audit: AccountAudit,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  @Allow('leads.read')
  @Get('leads')
  @ApiOperation({
    summary:
      "The organiser's leads, newest first. Optional and combinable: eventId (one of theirs, else 404), status=all|confirmed|pending, " +
      'q (substring of name, e-mail, answers or note), rating=hot|warm|cold, tag, source=form|stand|badge|card; limit=1..200 pages by cursor (Link rel="next", ' +
      'X-Total-Count); since=<X-Leads-Cursor of an earlier answer> answers only what changed (a lead that no longer matches comes as ' +
      '{id, removed: true}), 304 when nothing did, 410 when the list must be read again. Without limit and since: the whole array, ' +
      'with an ETag (If-None-Match answers 304).',
  })
  @ApiExtraModels(LeadListItemAnswer, RemovedLeadAnswer)
  @ApiOkResponse({ schema: { type: 'array', items: { oneOf: [{ $ref: getSchemaPath(LeadListItemAnswer) }, { $ref: getSchemaPath(RemovedLeadAnswer) }] } } })
  async list(@CurrentActor() actor: AccountActor, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<(LeadListItemAnswer | RemovedLeadAnswer)[] | undefined> {
    const query = parseLeadListQuery(req.query as Record<string, unknown>);
    if (query.mode.kind === 'all') {
      const { etag, scope } = await this.leads.listVersion(actor.accountId, query);
      res.setHeader('ETag', etag);
      if (req.get('if-none-match') === etag) {
        res.status(304);
        return undefined;
      }
      const answer = await this.leads.list(actor.accountId, query, scope);
      res.setHeader('X-Leads-Cursor', answer.cursor);
      return answer.leads;
    }
    const answer = await this.leads.list(actor.accountId, query);
    res.setHeader('X-Leads-Cursor', answer.cursor);
    if (answer.kind === 'page') {
      res.setHeader('X-Total-Count', String(answer.total));
      if (answer.next) res.setHeader('Link', `<${nextPageUrl(req, formatPageCursor(answer.next))}>; rel="next"`);
    }
    if (answer.kind === 'changes' && answer.leads.length === 0) {
      if (answer.stamps) this.polls.remember(req.sessionID, req, { accountId: actor.accountId, eventIds: answer.eventIds, cursor: answer.cursor, snapshot: answer.stamps });
      res.status(304);
      return undefined;
    }
    return answer.leads;
  }

  @Allow('leads.read')
  @Get('leads/summary')
  @ApiOperation({ summary: "The lead desk's figures (?eventId= one of theirs, else all): total, confirmed, pending and the tags in use" })
  @ApiOkResponse({ type: LeadSummaryAnswer })
  summary(@CurrentActor() actor: AccountActor, @Query('eventId') eventId?: unknown): Promise<LeadSummaryAnswer> {
    return this.leads.summary(actor.accountId, eventId === undefined || eventId === '' ? undefined : String(eventId));
  }

  @Allow('leads.export')
  @Get('leads/export')
  @ApiOperation({
    summary:
      "Streams the organiser's leads as a file, with the list's filters (eventId, status, q, rating, tag, source): format=crm (default; the event CSV's " +
      'CSV columns plus Rating, Tags, Note, Source; comma) or format=excel (semicolons, the event’s field labels, German words and dates). ' +
      'UTF-8 with BOM. Each exported lead gets a LeadExported fact.',
  })
  async exportDesk(@CurrentActor() actor: AccountActor, @Req() req: Request, @Res() res: Response) {
    const raw = req.query as Record<string, unknown>;
    const kind = parseExportFormat(raw.format);
    const { mode: _, eventId, ...filters } = parseLeadListQuery({ ...raw, limit: undefined, cursor: undefined, since: undefined });
    const { scope, slug } = await this.leads.exportScope(actor.accountId, eventId);
    const date = dateIn(new Date(), this.app.businessTimeZone);
    const name = `${slug ? `leads_${slug}` : 'all_leads'}_${date}${kind === 'excel' ? '_excel' : ''}.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    await this.deskExport.exportForDesk(actor, scope, filters, kind, res, visitorContext(req).correlationId);
  }

  @Allow('leads.read')
  @Get('leads/:id')
  @ApiOperation({ summary: "One lead for the detail panel: answers with the event's labels, note, qualification, consent record and timeline" })
  @ApiOkResponse({ type: LeadDetailAnswer })
  detail(@CurrentActor() actor: AccountActor, @Param('id', uuidOr404) id: string): Promise<LeadDetailAnswer> {
    return this.details.detail(actor.accountId, id);
  }

  @Allow('leads.read')
  @Get('leads/:id/consent-proof.pdf')
  @ApiOperation({ summary: "The lead's consent proof: a one-page PDF from its log" })
  async consentProof(@CurrentActor() actor: AccountActor, @Param('id', uuidOr404) id: string, @Res() res: Response) {
    const detail = await this.details.detail(actor.accountId, id);
    const pdf = await renderConsentProof(detail, { timeZone: this.app.businessTimeZone, generatedAt: new Date() });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="einwilligungsnachweis_${detail.id}.pdf"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(pdf);
  }

  @Allow('leads.qualify')
  @Patch('leads/:id')
  @ApiOperation({ summary: 'Qualifies a lead: rating (hot|warm|cold|null), tags (replaces the list), note; answers the lead’s detail' })
  @ApiOkResponse({ type: LeadDetailAnswer })
  async qualify(@CurrentActor() actor: AccountActor, @Param('id', uuidOr404) id: string, @Body() body: QualifyLeadDto, @Req() req: Request): Promise<LeadDetailAnswer> {
    await this.qualification.qualify(actor, id, body, visitorContext(req).correlationId);
    return this.details.detail(actor.accountId, id);
  }

  // a desk action on a pending lead, like qualifying it
  @Allow('leads.qualify')
  @Post('leads/:id/resend-doi')
  @HttpCode(200)
  @ApiOperation({ summary: 'Re-sends the double opt-in mail of a pending lead; 429 within 24 hours of the last resend' })
  @ApiOkResponse({ type: ResendDoiAnswer })
  resendDoi(@CurrentActor() actor: AccountActor, @Param('id', uuidOr404) id: string, @Req() req: Request): Promise<ResendDoiAnswer> {
    return this.confirmation.resendByOrganiser(actor.accountId, id, visitorContext(req).correlationId);
  }

  @Allow('leads.erase')
  @Post('leads/:id/erase')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Erases the lead's personal data for good (reason: organiser-request, test-entry or wrong-data); the lead stays an anonymous count. crmCopies: the lead's records in connected CRMs, the organiser's to erase there",
  })
  @ApiOkResponse({ type: LeadErasedAnswer })
  erase(@CurrentActor() actor: AccountActor, @Param('id', uuidOr404) id: string, @Body() body: EraseLeadDto, @Req() req: Request): Promise<LeadErasedAnswer> {
    return this.erasure.eraseByOrganiser(actor, id, body.reason, visitorContext(req).correlationId);
  }

  @Allow('leads.export')
  @Get('events/:id/leads.csv')
  @ApiOperation({ summary: "CSV of an event's leads (Name, Email, Event, Custom Field 1, Custom Field 2, Status, Date, Confirmed At)" })
  async exportCsv(
    @CurrentActor() actor: AccountActor,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => LeadLogErrors.leadNotFound() })) id: string,
    @Res() res: Response,
  ) {
    const event = await this.events.getOwned(actor.accountId, id);
    const date = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leads_${event.slug}_${date}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    // the file ends once the audit has it, as the desk's export does with its facts
    const count = await this.exporter.writeCsv(event, res, { end: false });
    await this.audit.record(actor, 'leads.exported', event.name, { count, format: 'csv' });
    res.end();
  }
}

/** The same request with the next page's cursor: filters and limit stay as the client sent them. */
function nextPageUrl(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://x');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
