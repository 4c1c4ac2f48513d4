import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Allow } from '../../../common/auth/access.decorators';
import type { AccountActor } from '../../../common/auth/access-policy';
import { CurrentActor, CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { setMailPreviewHeaders } from '../../../common/http/mail-preview-headers';
import { MessageAnswer } from '../../../common/http/message.answer';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { EventId } from '../../events';
import type { FollowUpStepInput } from '../domain/follow-up-steps';
import { FollowUpPreviewQueryDto, FollowUpTestEmailDto } from '../dto/follow-up-mail.dto';
import { FollowUpStatusAnswer, FollowUpStepAnswer } from '../dto/follow-up-step.answer';
import { FollowUpStepDto } from '../dto/follow-up-step.dto';
import { FollowUpMails } from '../services/follow-up-mails.service';
import { FollowUpSettings } from '../services/follow-up-settings.service';
import { FollowUpStepsPipe, stepPosition } from './follow-up-steps.pipe';

/** An event's follow-up mails: the sequence, its figures, a step's preview and test mail. */
@ApiTags('events')
@Controller()
@Allow('events.manage')
export class FollowUpsController {
  constructor(
    private readonly settings: FollowUpSettings,
    private readonly mails: FollowUpMails,
  ) {}

  @Get('events/:id/follow-ups')
  @ApiOperation({ summary: "The event's follow-up steps in order ([] = off)" })
  @ApiOkResponse({ type: [FollowUpStepAnswer] })
  list(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<FollowUpStepAnswer[]> {
    return this.settings.list(actor, id);
  }

  @Put('events/:id/follow-ups')
  @ApiOperation({ summary: "Replaces the event's follow-up steps (a bare array, at most 3; [] turns them off); answers the saved list" })
  @ApiBody({ type: [FollowUpStepDto] })
  @ApiOkResponse({ type: [FollowUpStepAnswer] })
  replace(@CurrentActor() actor: AccountActor, @EventId() id: string, @Body(FollowUpStepsPipe) steps: FollowUpStepInput[]): Promise<FollowUpStepAnswer[]> {
    return this.settings.replace(actor, id, steps);
  }

  @Get('events/:id/follow-ups/status')
  @ApiOperation({ summary: "The consent text with whether it allows further e-mails, and per step the leads waiting, mailed, unsubscribed after it and clicking" })
  @ApiOkResponse({ type: FollowUpStatusAnswer })
  status(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<FollowUpStatusAnswer> {
    return this.settings.status(actor, id);
  }

  @Get('events/:id/follow-ups/:step/preview')
  @ApiProduces('text/html')
  @ApiOperation({ summary: "The HTML of the saved step's mail with a sample visitor" })
  async preview(
    @CurrentActor() actor: AccountActor,
    @EventId() id: string,
    @Param('step', stepPosition) step: number,
    @Query() query: FollowUpPreviewQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const html = await this.mails.preview(actor, id, step, query.lang ?? undefined);
    setMailPreviewHeaders(res);
    return html;
  }

  @Post('events/:id/follow-ups/:step/test-email')
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.eventTestMail })
  @ApiOperation({ summary: "Sends the saved step's mail with example links to the user's own address, subject '[Test] …'" })
  @ApiOkResponse({ type: MessageAnswer })
  sendTest(
    @CurrentActor() actor: AccountActor,
    @CurrentUser() user: SessionUser,
    @EventId() id: string,
    @Param('step', stepPosition) step: number,
    @Body() body: FollowUpTestEmailDto,
  ): Promise<MessageAnswer> {
    return this.mails.sendTest(actor, user.email, id, step, body.lang ?? undefined);
  }
}
