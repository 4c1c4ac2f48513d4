import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DevOutboxGuard } from './dev-outbox.guard';
import { DevMailboxRepository } from '../repositories/dev-mailbox.repository';
import { DevMailAnswer } from '../dto/dev-mail.answer';
import { Public } from '../../../common/auth/access.decorators';

/** Registered only without SMTP_URL and outside production (see MailingModule). */
@ApiTags('dev')
@Controller('dev/outbox')
// open to the route table, but its own guard decides (this machine or a platform admin; others 404)
@Public()
@UseGuards(DevOutboxGuard)
export class DevOutboxController {
  constructor(private readonly mailbox: DevMailboxRepository) {}

  @Get()
  @ApiOperation({ summary: 'Mails in the local dev outbox, newest first (this machine or a platform admin only; others 404)' })
  @ApiOkResponse({ type: [DevMailAnswer] })
  async list(): Promise<DevMailAnswer[]> {
    const mails = await this.mailbox.latest(200);
    return mails.map(({ id, to, subject, html, text, headers, createdAt }) => ({ id, to, subject, html, text, headers, createdAt }));
  }
}
