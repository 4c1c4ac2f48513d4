import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { AdminMessages } from '../admin.errors';
import { AdminGuard } from './admin.guard';
import { AdminEventsService } from '../services/admin-events.service';

@ApiTags('admin')
@Controller('admin/events')
@UseGuards(AdminGuard)
export class AdminEventsController {
  constructor(private readonly events: AdminEventsService) {}

  @Get()
  @ApiOperation({ summary: 'Every event with its owner and lead counts, newest first' })
  list() {
    return this.events.list();
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Deletes the event with all its leads' })
  async delete(@CurrentUser() admin: SessionUser, @Param('id') id: string) {
    await this.events.delete(admin, id);
    return { message: AdminMessages.eventDeleted };
  }

  @Post(':id/export')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The event's leads as CSV (the organiser export's columns), file event-{id}-leads.csv" })
  async export(@CurrentUser() admin: SessionUser, @Param('id') id: string, @Res() res: Response) {
    const event = await this.events.prepareExport(admin, id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="event-${event.id}-leads.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    await this.events.writeCsv(event, res);
  }
}
