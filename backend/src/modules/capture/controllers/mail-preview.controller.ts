import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventId } from '../../events';
import { MailPreviewQueryDto } from '../dto/mail-preview-query.dto';
import { LeadMails } from '../services/lead-mails.service';
import { Allow } from '../../../common/auth/access.decorators';

/**
 * The page is HTML made from the organiser's texts (escaped by the composer) and shown in a
 * sandboxed frame of the settings page: no scripts, no forms, no plugins, framed only by our
 * own pages (the rest of the app may not be framed at all, see app.setup.ts). Images as the
 * mail client would load them (the logo).
 */
const PREVIEW_CSP = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/**
 * The settings page's preview of an event's visitor mails. Served by capture, which composes the
 * DOI and welcome mails, on the event's path and under the events tag.
 */
@ApiTags('events')
@Controller()
@Allow('events.manage')
export class MailPreviewController {
  constructor(private readonly mails: LeadMails) {}

  @Get('events/:id/mail-preview')
  @ApiProduces('text/html')
  @ApiOperation({ summary: "The HTML of the event's DOI or welcome mail with a sample visitor, as the visitor would receive it" })
  async preview(@CurrentActor() actor: AccountActor, @EventId() id: string, @Query() query: MailPreviewQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const html = await this.mails.previewMail(actor, id, query.type, query.lang ?? undefined);
    // set only on success: an error keeps the JSON shape and the app's headers
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', PREVIEW_CSP);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    return html;
  }
}
