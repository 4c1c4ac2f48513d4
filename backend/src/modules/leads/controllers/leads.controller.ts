import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthenticatedGuard } from '../../../common/auth/authenticated.guard';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { EventsService } from '../../events/services/events.service';
import { LeadErrors } from '../leads.errors';
import { LeadConfirmationService } from '../services/lead-confirmation.service';
import { LeadExportService } from '../services/lead-export.service';
import { LeadsQueryService } from '../services/leads-query.service';
import { visitorContext } from './request-context';

const uuidOr404 = new ParseUUIDPipe({ exceptionFactory: () => LeadErrors.leadNotFound() });

@ApiTags('leads')
@UseGuards(AuthenticatedGuard)
@Controller()
export class LeadsController {
  constructor(
    private readonly leads: LeadsQueryService,
    private readonly confirmation: LeadConfirmationService,
    private readonly exporter: LeadExportService,
    private readonly events: EventsService,
  ) {}

  @Get('leads')
  @ApiOperation({
    summary:
      "The organiser's leads, newest first (?eventId= one of their events, else 404); no-store, with an ETag: an unchanged poll with If-None-Match answers 304",
  })
  async list(@CurrentUser() user: SessionUser, @Req() req: Request, @Res({ passthrough: true }) res: Response, @Query('eventId') eventId?: string) {
    // empty means all events; a repeated parameter (an array) names no event and gets the same 404
    const filter = eventId === undefined || eventId === '' ? undefined : String(eventId);
    const { etag, scope } = await this.leads.listVersion(user.id, filter);
    res.setHeader('ETag', etag);
    if (req.get('if-none-match') === etag) {
      res.status(304);
      return undefined;
    }
    return this.leads.list(scope);
  }

  @Post('leads/:id/resend-doi')
  @HttpCode(200)
  @ApiOperation({ summary: 'Re-sends the double opt-in mail of a pending lead; 429 within 24 hours of the last resend' })
  resendDoi(@CurrentUser() user: SessionUser, @Param('id', uuidOr404) id: string, @Req() req: Request) {
    return this.confirmation.resendByOrganiser(user.id, id, visitorContext(req).correlationId);
  }

  @Get('events/:id/leads.csv')
  @ApiOperation({ summary: "CSV of an event's leads (Name, Email, Event, Custom Field 1, Custom Field 2, Status, Date, Confirmed At)" })
  async exportCsv(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => LeadErrors.leadNotFound() })) id: string,
    @Res() res: Response,
  ) {
    const event = await this.events.getOwned(user.id, id);
    const date = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leads_${event.slug}_${date}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    await this.exporter.writeCsv(event, res);
  }
}
