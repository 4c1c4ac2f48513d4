import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicStatsService } from '../services/public-stats.service';

/** The landing page's counters (no session needed). */
@ApiTags('public')
@Controller('public')
export class PublicStatsController {
  constructor(private readonly stats: PublicStatsService) {}

  @Get('stats')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Totals {totalEvents, totalLeads, totalUsers}; counted at most once a minute' })
  get() {
    return this.stats.get();
  }
}
