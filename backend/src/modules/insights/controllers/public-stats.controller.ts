import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicStatsService } from '../services/public-stats.service';
import { PublicStatsAnswer } from '../dto/public-stats.answer';
import { Public } from '../../../common/auth/access.decorators';

/** The landing page's counters (no session needed). */
@ApiTags('public')
@Public()
@Controller('public')
export class PublicStatsController {
  constructor(private readonly stats: PublicStatsService) {}

  @Get('stats')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Totals {totalEvents, totalLeads, totalUsers}; counted at most once a minute' })
  @ApiOkResponse({ type: PublicStatsAnswer })
  get(): Promise<PublicStatsAnswer> {
    return this.stats.get();
  }
}
