import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { requestLocale } from '../../../common/i18n/locale';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { EventReadinessService } from '../services/event-readiness.service';
import { EventId } from './event-id.param';
import { EventReadinessAnswer } from '../dto/event-readiness.answer';
import { Allow } from '../../../common/auth/access.decorators';

@ApiTags('events')
@Controller()
@Allow('events.manage')
export class EventReadinessController {
  constructor(private readonly readiness: EventReadinessService) {}

  @Get('events/:id/readiness')
  @Throttle({ default: RATE_LIMITS.eventReadiness })
  @ApiOperation({
    summary:
      'Ready to publish: {ready, items: [{id: privacyUrl|downloadUrl|logo|headerImage|testMail, ok, reason}]}, reasons in the Accept-Language (German by default); links are checked by the server (public addresses only)',
  })
  @ApiOkResponse({ type: EventReadinessAnswer })
  check(@CurrentActor() actor: AccountActor, @EventId() id: string, @Req() req: Request): Promise<EventReadinessAnswer> {
    // the reasons in the language the request asks for (the SPA says the user's)
    return this.readiness.check(actor, id, requestLocale(req));
  }
}
