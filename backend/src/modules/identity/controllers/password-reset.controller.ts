import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../common/auth/access.decorators';
import { MessageAnswer } from '../../../common/http/message.answer';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { PasswordResetDto, PasswordResetRequestDto } from '../dto/credentials.dto';
import { PasswordResetLinkAnswer } from '../dto/credentials.answer';
import { PasswordResetService } from '../services/password-reset.service';

/** 'Passwort vergessen' and the link it mails (/passwort-zuruecksetzen/:token). */
@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @Throttle({ default: RATE_LIMITS.passwordReset })
  @ApiOperation({
    summary:
      'Mails a reset link (30 minutes, single use) if an activated account has the address; always 202 with the same sentence, at most 3 mails per address and hour',
  })
  @ApiAcceptedResponse({ type: MessageAnswer })
  request(@Body() body: PasswordResetRequestDto): Promise<MessageAnswer> {
    return this.reset.request(body.email);
  }

  @Get(':token')
  @Public()
  @Throttle({ default: RATE_LIMITS.credentialLink })
  @ApiOperation({ summary: 'Whether the reset link still holds; 404 PASSWORD_RESET_INVALID (unknown, used, replaced), 410 PASSWORD_RESET_EXPIRED' })
  @ApiOkResponse({ type: PasswordResetLinkAnswer })
  check(@Param('token') token: string): Promise<PasswordResetLinkAnswer> {
    return this.reset.check(token);
  }

  @Post(':token')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.credentialLink })
  @ApiOperation({
    summary:
      "Sets the new password {password} (registration's rules), spends the link, ends every session of the user and mails a notice; 404/410 like the check",
  })
  @ApiOkResponse({ type: MessageAnswer })
  setPassword(@Param('token') token: string, @Body() body: PasswordResetDto): Promise<MessageAnswer> {
    return this.reset.reset(token, body.password);
  }
}
