import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventId } from '../../events';
import { MailPreviewQueryDto } from '../dto/mail-preview-query.dto';
import { LeadMails } from '../services/lead-mails.service';
import { Allow } from '../../../common/auth/access.decorators';
import { setMailPreviewHeaders } from '../../../common/http/mail-preview-headers';

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
    setMailPreviewHeaders(res);
    return html;
  }
}
