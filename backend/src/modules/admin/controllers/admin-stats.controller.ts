import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from './admin.guard';
import { AdminStatsService } from '../services/admin-stats.service';

@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get('stats/users')
  @ApiOperation({ summary: '{totalUsers, activeUsers, newUsersThisWeek, admins}' })
  userStats() {
    return this.stats.userStats();
  }

  @Get('stats/events')
  @ApiOperation({ summary: '{totalEvents, activeEvents, eventsThisMonth, totalLeads, leadsThisWeek, pendingDeletions}' })
  eventStats() {
    return this.stats.eventStats();
  }

  @Get('alerts')
  @ApiOperation({ summary: 'System alerts, newest first: [{id, kind, message, createdAt}]' })
  alerts() {
    return this.stats.alerts();
  }
}
