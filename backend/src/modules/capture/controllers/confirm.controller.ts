import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { LeadConfirmationService } from '../services/lead-confirmation.service';
import { visitorContext } from './request-context';
import { ConfirmationAnswer } from '../dto/confirmation.answer';
import { Public } from '../../../common/auth/access.decorators';

@ApiTags('public form')
// the visitor, holding the link of the mail
@Public()
@Controller('confirm')
export class ConfirmController {
  constructor(private readonly confirmation: LeadConfirmationService) {}

  @Post(':token')
  @HttpCode(200)
  @Throttle({ default: RATE_LIMITS.confirm })
  @ApiOperation({ summary: 'Double opt-in confirmation; idempotent; 404 for an unknown link' })
  @ApiOkResponse({ type: ConfirmationAnswer })
  confirm(@Param('token') token: string, @Req() req: Request): Promise<ConfirmationAnswer> {
    return this.confirmation.confirm(token, visitorContext(req));
  }
}
