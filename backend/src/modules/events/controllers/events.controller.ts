import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import contentDisposition from 'content-disposition';
import type { Response } from 'express';
import { transliterate } from '@fairleads/shared/slug-rules';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { CreateEventDto, UpdateEventDto } from '../dto/event-body.dto';
import { QrPosterQueryDto } from '../dto/qr-poster-query.dto';
import { QrQueryDto } from '../dto/qr-query.dto';
import { EventsMessages } from '../events.errors';
import { EventId } from './event-id.param';
import { OrganiserEventsService } from '../services/organiser-events.service';
import { CreatedEventAnswer, EventAnswer, EventQrAnswer, UpgradedEventAnswer } from '../dto/event.answer';
import { Allow } from '../../../common/auth/access.decorators';


@ApiTags('events')
@Controller()
export class EventsController {
  constructor(private readonly events: OrganiserEventsService) {}

  @Allow('events.manage')
  @Post('events')
  @ApiOperation({ summary: 'Creates an event; the first is free, later ones take a credit (402 without); answers {event}' })
  @ApiCreatedResponse({ type: CreatedEventAnswer })
  async create(@CurrentActor() actor: AccountActor, @Body() body: CreateEventDto): Promise<CreatedEventAnswer> {
    return { event: await this.events.create(actor, body) };
  }

  @Allow('account.read')
  @Get('events')
  @ApiOperation({ summary: "The current account's events, newest first, every status" })
  @ApiOkResponse({ type: [EventAnswer] })
  list(@CurrentActor() actor: AccountActor): Promise<EventAnswer[]> {
    return this.events.list(actor);
  }

  @Allow('account.read')
  @Get('events-archived')
  @ApiOperation({ summary: "The current account's archived events, newest first" })
  @ApiOkResponse({ type: [EventAnswer] })
  listArchived(@CurrentActor() actor: AccountActor): Promise<EventAnswer[]> {
    return this.events.list(actor, 'archived');
  }

  @Allow('account.read')
  @Get('events/:id')
  @ApiOperation({ summary: 'One event with its lead figures; 404 Event nicht gefunden when not the account’s' })
  @ApiOkResponse({ type: EventAnswer })
  get(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<EventAnswer> {
    return this.events.get(actor, id);
  }

  @Allow('events.manage')
  @Put('events/:id')
  @ApiOperation({ summary: 'Saves the full settings object or any part of it; answers the saved event' })
  @ApiOkResponse({ type: EventAnswer })
  update(@CurrentActor() actor: AccountActor, @EventId() id: string, @Body() body: UpdateEventDto): Promise<EventAnswer> {
    return this.events.update(actor, id, body);
  }

  @Allow('events.manage')
  @Post('events/:id/archive')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Archives the event (the public form closes, the leads stay); answers the event' })
  @ApiOkResponse({ type: EventAnswer })
  archive(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<EventAnswer> {
    return this.events.archive(actor, id);
  }

  @Allow('events.manage')
  @Post('events/:id/unarchive')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Makes an archived event active again; answers the event' })
  @ApiOkResponse({ type: EventAnswer })
  unarchive(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<EventAnswer> {
    return this.events.unarchive(actor, id);
  }

  @Allow('events.manage')
  @Post('events/:id/upgrade')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Lifts the lead cap of the free event for one credit; slug, QR code and leads stay. Answers {event, message}; 402 without a credit, 409 when the event has no cap',
  })
  @ApiOkResponse({ type: UpgradedEventAnswer })
  async upgrade(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<UpgradedEventAnswer> {
    return { event: await this.events.upgrade(actor, id), message: EventsMessages.upgraded };
  }

  @Allow('events.manage')
  @Get('events/:id/qr')
  @Header('Cache-Control', 'no-store, no-cache, must-revalidate')
  @Header('Pragma', 'no-cache')
  @Header('Expires', '0')
  @ApiOperation({ summary: 'QR code of the public form: {qrCode (PNG data URL, or SVG text with ?format=svg), formUrl, scanUrl (the short link the code holds)}' })
  @ApiOkResponse({ type: EventQrAnswer })
  qrCode(@CurrentActor() actor: AccountActor, @EventId() id: string, @Query() query: QrQueryDto): Promise<EventQrAnswer> {
    return this.events.qrCode(actor, id, query.format ?? 'png');
  }

  @Allow('events.manage')
  @Get('events/:id/qr.png')
  @ApiProduces('image/png')
  @ApiOperation({ summary: 'The QR code as a PNG file to print (1200 px). Publishes the form address: from then on the slug is fixed' })
  qrPng(@CurrentActor() actor: AccountActor, @EventId() id: string, @Res() res: Response) {
    return this.sendQrFile(res, actor, id, 'png');
  }

  @Allow('events.manage')
  @Get('events/:id/qr.svg')
  @ApiProduces('image/svg+xml')
  @ApiOperation({ summary: 'The QR code as an SVG file to print. Publishes the form address: from then on the slug is fixed' })
  qrSvg(@CurrentActor() actor: AccountActor, @EventId() id: string, @Res() res: Response) {
    return this.sendQrFile(res, actor, id, 'svg');
  }

  @Allow('events.manage')
  @Get('events/:id/qr/poster.pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "A one-page poster for the stand (?size=A4, the default, or A5): the event's colours, name, call to action, the QR code as vector graphics and the form's address" })
  async qrPoster(@CurrentActor() actor: AccountActor, @EventId() id: string, @Query() query: QrPosterQueryDto, @Res() res: Response) {
    const { pdf, fileName } = await this.events.qrPoster(actor, id, query.size ?? 'A4');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(pdf);
  }

  private async sendQrFile(res: Response, actor: AccountActor, id: string, format: 'png' | 'svg') {
    const { file, fileName } = await this.events.qrFile(actor, id, format);
    res.type(format === 'svg' ? 'image/svg+xml' : 'image/png');
    // the name as typed (RFC 6266 filename*), and transliterated for clients without it
    res.setHeader('Content-Disposition', contentDisposition(fileName, { fallback: transliterate(fileName).replace(/[^\x20-\x7e]/g, '') }));
    res.setHeader('Cache-Control', 'no-store');
    res.end(file);
  }
}
