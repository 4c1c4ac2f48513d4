import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminStatsService } from '../services/admin-stats.service';
import { AdminAlertAnswer, EventStatsAnswer, UserStatsAnswer } from '../dto/admin-stats.answer';
import { PlatformAdmin } from '../../../common/auth/access.decorators';

@ApiTags('admin')
@Controller('admin')
@PlatformAdmin()
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get('stats/users')
  @ApiOperation({ summary: '{totalUsers, activeUsers, newUsersThisWeek, admins}' })
  @ApiOkResponse({ type: UserStatsAnswer })
  userStats(): Promise<UserStatsAnswer> {
    return this.stats.userStats();
  }

  @Get('stats/events')
  @ApiOperation({ summary: '{totalEvents, activeEvents, eventsThisMonth, totalLeads, leadsThisWeek, pendingDeletions}' })
  @ApiOkResponse({ type: EventStatsAnswer })
  eventStats(): Promise<EventStatsAnswer> {
    return this.stats.eventStats();
  }

  @Get('alerts')
  @ApiOperation({ summary: 'System alerts, newest first: [{id, kind, message, createdAt}]' })
  @ApiOkResponse({ type: [AdminAlertAnswer] })
  alerts(): Promise<AdminAlertAnswer[]> {
    return this.stats.alerts();
  }
}
