import { Controller, Get, Inject, Param, ParseUUIDPipe, Patch, Req, Res, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LEAD_SOURCES } from '@fairleads/shared/lead-source';
import type { ApiKeyActor } from '../../../common/auth/access-policy';
import { Public } from '../../../common/auth/access.decorators';
import { createValidationPipe } from '../../../common/validation/validation.pipe';
import { appConfig } from '../../../config';
import { DEFAULT_PAGE_SIZE, formatPageCursor, MAX_PAGE_SIZE, parseLeadListQuery } from '../../lead-desk';
import { LeadLogErrors } from '../../lead-log';
import { EVENT_EXAMPLE, LEAD_CHANGE_EXAMPLE, LEAD_EXAMPLE, REMOVED_LEAD_EXAMPLE } from '../dto/public-api.examples';
import { PublicEventAnswer } from '../dto/public-event.answer';
import { PublicLeadChangeDto } from '../dto/public-lead-change.dto';
import { PublicLeadAnswer, PublicRemovedLeadAnswer } from '../dto/public-lead.answer';
import { PublicApiErrors } from '../public-api.errors';
import { PublicApiDocument } from '../services/public-api-document.service';
import { PublicEventsService } from '../services/public-events.service';
import { PublicLeadsService } from '../services/public-leads.service';
import { ApiKeyRoute, CurrentApiKey } from './api-key.guard';
import { PublicApiDocs, RATE_LIMIT_HEADERS } from './public-api.openapi';

/** The request's id (pino-http's), which the facts it causes keep as their correlation id. */
const correlationIdOf = (req: Request) => {
  const id = (req as Request & { id?: unknown }).id;
  return id === undefined ? undefined : String(id);
};

const uuidOr404 = new ParseUUIDPipe({ exceptionFactory: () => LeadLogErrors.leadNotFound() });

/** The query parameters GET /api/v1/leads takes; any other is refused, so a misspelt filter never widens the answer. */
const LEAD_LIST_PARAMETERS = ['eventId', 'status', 'source', 'limit', 'cursor', 'since'];

/**
 * The request body as sent, for a strict pipe: the global pipe leaves a custom parameter alone,
 * so unknown fields reach the strict pipe (which refuses them) instead of being stripped first.
 */
const StrictBody = createParamDecorator((_: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().body);
const strictPipe = createValidationPipe({ strict: true });

const LEAD_LIST_HEADERS = {
  ...RATE_LIMIT_HEADERS,
  'X-Leads-Cursor': {
    description: 'Give it back as `since` to get only what changed after this answer.',
    schema: { type: 'string', example: 's2.48213-48213-.hT3kq9ZxV1c2RmWs' },
  },
  Link: {
    description: 'The next page (`rel="next"`), while more leads follow; absent on the last page and in a `since` answer.',
    schema: { type: 'string', example: '<https://app.fairleads.de/api/v1/leads?limit=50&cursor=p1.1772448067000000.9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34>; rel="next"' },
  },
};

/**
 * The public API, version 1: the account's events and leads for integrations, by API key
 * (`Authorization: Bearer flk_…`). The key acts for its account and sees what its owner sees.
 */
@Controller('v1')
export class PublicApiController {
  constructor(
    private readonly events: PublicEventsService,
    private readonly leads: PublicLeadsService,
    private readonly document: PublicApiDocument,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  @Get('events')
  @ApiKeyRoute('events:read')
  @PublicApiDocs()
  @ApiOperation({ operationId: 'listEvents', summary: "The account's events, newest first, active and archived" })
  @ApiOkResponse({ type: [PublicEventAnswer], example: [EVENT_EXAMPLE], headers: RATE_LIMIT_HEADERS })
  listEvents(@CurrentApiKey() key: ApiKeyActor): Promise<PublicEventAnswer[]> {
    return this.events.list(key.accountId);
  }

  @Get('leads')
  @ApiKeyRoute('leads:read')
  @PublicApiDocs(400, 404, 410)
  @ApiOperation({
    operationId: 'listLeads',
    summary: "The account's leads, newest first, a page at a time; or, with `since`, only what changed",
    description:
      'Pages: `limit` (1–200, default 50) leads newest first; while more follow, `Link: <…>; rel="next"` names the next page (its `cursor`). ' +
      'Every answer carries `X-Leads-Cursor`: given back as `since` (without `cursor`), the answer holds only the leads that changed after it ' +
      '(new, confirmed, rated or tagged), and a lead that no longer matches the filters or was erased as `{id, removed: true}`; nothing changed: `[]`. ' +
      'Leads erased before never appear. Unknown parameters are refused (400).',
  })
  @ApiQuery({ name: 'eventId', required: false, description: "Only this event's leads (one of the account's, else 404).", schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'status', required: false, description: '`pending`: double opt-in not yet confirmed.', schema: { type: 'string', enum: ['all', 'confirmed', 'pending'], default: 'all' } })
  @ApiQuery({
    name: 'source',
    required: false,
    description: 'Where the leads came from: `form` (the visitor’s own phone), `stand` (typed by the team), `badge` (a scanned badge), `card` (a business card).',
    schema: { type: 'string', enum: [...LEAD_SOURCES] },
  })
  @ApiQuery({ name: 'limit', required: false, description: 'Leads per page.', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE } })
  @ApiQuery({ name: 'cursor', required: false, description: 'The next page, as the `Link` header names it.', schema: { type: 'string' } })
  @ApiQuery({ name: 'since', required: false, description: 'The `X-Leads-Cursor` of an earlier answer: only what changed after it.', schema: { type: 'string' } })
  @ApiExtraModels(PublicLeadAnswer, PublicRemovedLeadAnswer)
  @ApiOkResponse({
    schema: { type: 'array', items: { oneOf: [{ $ref: getSchemaPath(PublicLeadAnswer) }, { $ref: getSchemaPath(PublicRemovedLeadAnswer) }] } },
    example: [LEAD_EXAMPLE, REMOVED_LEAD_EXAMPLE],
    headers: LEAD_LIST_HEADERS,
  })
  async listLeads(@CurrentApiKey() key: ApiKeyActor, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<(PublicLeadAnswer | PublicRemovedLeadAnswer)[]> {
    const raw = req.query as Record<string, unknown>;
    const unknown = Object.keys(raw).find((name) => !LEAD_LIST_PARAMETERS.includes(name));
    if (unknown !== undefined) throw PublicApiErrors.unknownParameter(unknown);
    const answer = await this.leads.list(key, parseLeadListQuery(raw));
    res.setHeader('X-Leads-Cursor', answer.cursor);
    if (answer.next) res.setHeader('Link', `<${this.nextPageUrl(req, formatPageCursor(answer.next))}>; rel="next"`);
    return answer.leads;
  }

  @Get('leads/:id')
  @ApiKeyRoute('leads:read')
  @PublicApiDocs(404)
  @ApiOperation({ operationId: 'getLead', summary: 'One lead of the account' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, example: LEAD_EXAMPLE.id })
  @ApiOkResponse({ type: PublicLeadAnswer, example: LEAD_EXAMPLE, headers: RATE_LIMIT_HEADERS })
  getLead(@CurrentApiKey() key: ApiKeyActor, @Param('id', uuidOr404) id: string): Promise<PublicLeadAnswer> {
    return this.leads.get(key, id);
  }

  @Patch('leads/:id')
  @ApiKeyRoute('leads:write')
  @PublicApiDocs(400, 404)
  @ApiOperation({
    operationId: 'qualifyLead',
    summary: 'Rates and tags a lead: `rating` (hot, warm, cold; null clears it), `tags` (replaces the list); what is left out stays. Answers the lead.',
  })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' }, example: LEAD_EXAMPLE.id })
  @ApiBody({ type: PublicLeadChangeDto, examples: { qualify: { value: LEAD_CHANGE_EXAMPLE } } })
  @ApiOkResponse({ type: PublicLeadAnswer, example: LEAD_EXAMPLE, headers: RATE_LIMIT_HEADERS })
  qualifyLead(
    @CurrentApiKey() key: ApiKeyActor,
    @Param('id', uuidOr404) id: string,
    @StrictBody(strictPipe) body: PublicLeadChangeDto,
    @Req() req: Request,
  ): Promise<PublicLeadAnswer> {
    return this.leads.qualify(key, id, body, correlationIdOf(req));
  }

  @Get('openapi.json')
  @Public()
  @ApiOperation({ operationId: 'getOpenApiDocument', summary: 'This OpenAPI 3.1 document of the public API' })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true }, example: { openapi: '3.1.0', info: { title: 'FairLeads public API', version: '1' }, paths: {} } })
  openapi(): object {
    return this.document.get();
  }

  /** The same request with the next page's cursor, as an absolute address: filters and limit stay as the client sent them. */
  private nextPageUrl(req: Request, cursor: string): string {
    const url = new URL(req.originalUrl, 'http://x');
    url.searchParams.set('cursor', cursor);
    return `${this.app.appUrl}${url.pathname}${url.search}`;
  }
}
