import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventId } from '../../events';
import { FunnelQueryDto } from '../dto/funnel-query.dto';
import { FunnelService } from '../services/funnel.service';
import { FunnelReportAnswer } from '../dto/funnel.answer';
import { Allow } from '../../../common/auth/access.decorators';

/** The funnel of an event (issue 19), served by insights, which counts it, on the event's path. */
@ApiTags('events')
@Controller()
@Allow('insights.read')
export class FunnelController {
  constructor(private readonly funnel: FunnelService) {}

  @Get('events/:id/funnel')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Per day (TZ_BUSINESS) and in total: QR scans, form views, submits, confirmations, downloads; every day of the range listed (at most 366)',
  })
  @ApiOkResponse({ type: FunnelReportAnswer })
  report(@CurrentActor() actor: AccountActor, @EventId() id: string, @Query() query: FunnelQueryDto): Promise<FunnelReportAnswer> {
    return this.funnel.report(actor.accountId, id, query);
  }
}
