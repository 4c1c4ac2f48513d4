import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { AccountActor } from '../../../common/auth/access-policy';
import { CurrentActor, CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { EventId } from '../../events';
import { TestEmailDto } from '../dto/test-email.dto';
import { LeadMails } from '../services/lead-mails.service';
import { MessageAnswer } from '../../../common/http/message.answer';
import { Allow } from '../../../common/auth/access.decorators';

/**
 * The organiser's test of an event's visitor mails. Served by capture, which composes the DOI and
 * welcome mails, on the event's path and under the events tag, where the settings page calls it.
 */
@ApiTags('events')
@Controller()
@Allow('events.manage')
export class TestMailController {
  constructor(private readonly mails: LeadMails) {}

  @Post('events/:id/test-email')
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.eventTestMail })
  @ApiOperation({ summary: "Sends the event's DOI or welcome mail with example links to the user's own address" })
  @ApiOkResponse({ type: MessageAnswer })
  sendTestMail(@CurrentActor() actor: AccountActor, @CurrentUser() user: SessionUser, @EventId() id: string, @Body() body: TestEmailDto): Promise<MessageAnswer> {
    return this.mails.sendTestMail(actor, user, id, body.type, body.lang ?? undefined);
  }
}
