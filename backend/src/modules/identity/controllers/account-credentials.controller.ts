import { Body, Controller, HttpCode, HttpStatus, Post, Put, Req, UseFilters } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { MessageAnswer } from '../../../common/http/message.answer';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { ChangePasswordDto, EmailChangeDto } from '../dto/credentials.dto';
import { CredentialsService, type CredentialsRequester } from '../services/credentials.service';
import { LoginLockedFilter } from './login-locked.filter';

function requester(user: SessionUser, req: Request): CredentialsRequester {
  return { userId: user.id, email: user.email, sessionId: req.sessionID };
}

/** The signed-in user's own password and address; each asks for the current password. */
@ApiTags('account')
@Controller('account')
@Throttle({ default: RATE_LIMITS.credentialsChange })
@UseFilters(LoginLockedFilter)
export class AccountCredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  @Put('password')
  @SignedIn()
  @ApiOperation({
    summary:
      "Sets a new password {currentPassword, newPassword} (registration's rules), ends every other session and mails a notice; 403 IDENTITY_CURRENT_PASSWORD_WRONG, 429 IDENTITY_LOGIN_LOCKED",
  })
  @ApiOkResponse({ type: MessageAnswer })
  changePassword(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: ChangePasswordDto): Promise<MessageAnswer> {
    return this.credentials.changePassword(requester(user, req), body.currentPassword, body.newPassword);
  }

  @Post('email-change')
  @SignedIn()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Mails a link (24 hours, single use) to {newEmail}; nothing changes until it is opened. 403 IDENTITY_CURRENT_PASSWORD_WRONG, 409 IDENTITY_EMAIL_TAKEN, 400 IDENTITY_EMAIL_UNCHANGED',
  })
  @ApiAcceptedResponse({ type: MessageAnswer })
  requestEmailChange(@CurrentUser() user: SessionUser, @Req() req: Request, @Body() body: EmailChangeDto): Promise<MessageAnswer> {
    return this.credentials.requestEmailChange(requester(user, req), body.currentPassword, body.newEmail);
  }
}
