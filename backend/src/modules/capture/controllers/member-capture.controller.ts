import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Allow } from '../../../common/auth/access.decorators';
import type { AccountActor } from '../../../common/auth/access-policy';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { EventId } from '../../events';
import { MemberCaptureAnswer, MemberCaptureDto } from '../dto/member-capture.dto';
import { LeadCaptureService } from '../services/lead-capture.service';
import { visitorContext } from './request-context';

/**
 * A member captures a visitor at the stand on the lead desk ('Scannen'): typed, from a badge's
 * code or a business card. Served by capture, which takes every submit, under the leads tag.
 */
@ApiTags('leads')
@Controller()
@Allow('leads.capture')
export class MemberCaptureController {
  constructor(private readonly capture: LeadCaptureService) {}

  @Post('events/:id/leads')
  @Throttle({ default: RATE_LIMITS.memberCapture })
  @ApiOperation({ summary: 'A member captures a lead at the stand: 201 new lead, 200 known address (pending mail re-sent, throttled); a repeated submissionId answers the first answer' })
  @ApiCreatedResponse({ type: MemberCaptureAnswer, description: 'A new lead' })
  @ApiOkResponse({ type: MemberCaptureAnswer, description: 'A known address (or a repeated submissionId)' })
  async captureLead(
    @CurrentActor() actor: AccountActor,
    @EventId() eventId: string,
    @Body() dto: MemberCaptureDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MemberCaptureAnswer> {
    const { created, leadId, requiresConfirmation } = await this.capture.captureForMember(actor, eventId, dto, visitorContext(req));
    res.status(created ? 201 : 200);
    return { leadId, status: requiresConfirmation ? 'pending' : 'confirmed' };
  }
}
