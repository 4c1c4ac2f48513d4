import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { AdminMessages } from '../admin.errors';
import { AdminEventsService } from '../services/admin-events.service';
import { AdminEventAnswer } from '../dto/admin-event.answer';
import { MessageAnswer } from '../../../common/http/message.answer';
import { PlatformAdmin } from '../../../common/auth/access.decorators';

@ApiTags('admin')
@Controller('admin/events')
@PlatformAdmin()
export class AdminEventsController {
  constructor(private readonly events: AdminEventsService) {}

  @Get()
  @ApiOperation({ summary: 'Every event with its owner and lead counts, newest first' })
  @ApiOkResponse({ type: [AdminEventAnswer] })
  list(): Promise<AdminEventAnswer[]> {
    return this.events.list();
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Deletes the event with all its leads' })
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@CurrentUser() admin: SessionUser, @Param('id') id: string): Promise<MessageAnswer> {
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
