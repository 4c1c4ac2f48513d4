import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { LeadErasure } from '../services/lead-erasure.service';
import { visitorContext } from './request-context';
import { MessageAnswer } from '../../../common/http/message.answer';
import { Public } from '../../../common/auth/access.decorators';

@ApiTags('public form')
// the visitor, holding the link of the mail
@Public()
@Controller('erase')
export class EraseController {
  constructor(private readonly erasure: LeadErasure) {}

  @Post(':token')
  @HttpCode(200)
  @Throttle({ default: RATE_LIMITS.erase })
  @ApiOperation({ summary: "The visitor erases their data by the link in their mails: 200 {message}; 404 unknown link; 410 'bereits gelöscht'" })
  @ApiOkResponse({ type: MessageAnswer })
  async erase(@Param('token') token: string, @Req() req: Request): Promise<MessageAnswer> {
    const { message } = await this.erasure.eraseByLink(token, visitorContext(req).correlationId);
    return { message };
  }
}
