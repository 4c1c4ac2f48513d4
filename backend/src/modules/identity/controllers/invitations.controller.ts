import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { Public, SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { setCurrentAccount } from '../domain/current-account';
import { InvitationPreviewAnswer, JoinedAccountAnswer } from '../dto/team.answer';
import { AccountInvitationsService } from '../services/account-invitations.service';

/** An invitation's link: what it offers, and accepting it. */
@ApiTags('account')
@Controller('invitations')
@Throttle({ default: RATE_LIMITS.verifyEmail })
export class InvitationsController {
  constructor(private readonly invitations: AccountInvitationsService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ summary: 'The invitation of a link; 404 INVITATION_NOT_FOUND when unknown, used or withdrawn, 410 INVITATION_EXPIRED' })
  @ApiOkResponse({ type: InvitationPreviewAnswer })
  preview(@Param('token') token: string): Promise<InvitationPreviewAnswer> {
    return this.invitations.preview(token);
  }

  @Post(':token/accept')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiOperation({ summary: "Joins the account with the invited role (any signed-in user: the link is the proof; once) and makes it the session's current one; 409 for a member" })
  @ApiOkResponse({ type: JoinedAccountAnswer })
  async accept(@CurrentUser() user: SessionUser, @Param('token') token: string, @Req() req: Request): Promise<JoinedAccountAnswer> {
    const joined = await this.invitations.accept(user.id, token);
    setCurrentAccount(req, joined.accountId);
    return joined;
  }
}
