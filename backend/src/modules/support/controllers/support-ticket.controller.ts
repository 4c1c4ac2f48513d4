import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { requestLocale } from '../../../common/i18n/locale';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { SupportTicketDto } from '../dto/support-ticket.dto';
import { SupportTicketService } from '../services/support-ticket.service';
import { SupportTicketAnswer } from '../dto/support-ticket.answer';
import { Public } from '../../../common/auth/access.decorators';

/** The support and organiser-enquiry dialog of the public pages (no session needed). */
@ApiTags('support')
// the public pages' dialog: anyone may write, signed in or not
@Public()
@Controller('support-ticket')
export class SupportTicketController {
  constructor(private readonly tickets: SupportTicketService) {}

  @Post()
  @Throttle({ default: RATE_LIMITS.supportTicket })
  @ApiOperation({ summary: 'Sends a support ticket or organiser enquiry to SUPPORT_EMAIL; 201 {success, message}' })
  @ApiCreatedResponse({ type: SupportTicketAnswer })
  create(@Body() dto: SupportTicketDto, @Req() req: Request): Promise<SupportTicketAnswer> {
    const id = (req as Request & { id?: unknown }).id;
    // the receipt in the language the author wrote in (the SPA says it with Accept-Language)
    return this.tickets.submit(dto, { correlationId: id === undefined ? undefined : String(id), locale: requestLocale(req) });
  }
}
