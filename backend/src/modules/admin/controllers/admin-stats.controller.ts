import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from './admin.guard';
import { AdminStatsService } from '../services/admin-stats.service';
import { AdminAlertAnswer, EventStatsAnswer, UserStatsAnswer } from '../dto/admin-stats.answer';

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
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
