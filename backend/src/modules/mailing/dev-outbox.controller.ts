import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DevOutboxGuard } from './dev-outbox.guard';
import { DevMail } from './entities/dev-mail.entity';

/** Registered only without SMTP_URL and outside production (see MailingModule). */
@ApiTags('dev')
@Controller('dev/outbox')
@UseGuards(DevOutboxGuard)
export class DevOutboxController {
  constructor(@InjectRepository(DevMail) private readonly mails: Repository<DevMail>) {}

  @Get()
  @ApiOperation({ summary: 'Mails in the local dev outbox, newest first (this machine or a platform admin only; others 404)' })
  async list() {
    const mails = await this.mails.find({ order: { createdAt: 'DESC' }, take: 200 });
    return mails.map(({ id, to, subject, html, text, createdAt }) => ({ id, to, subject, html, text, createdAt }));
  }
}
