import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../common/auth/access.decorators';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { EmailChangedAnswer } from '../dto/credentials.answer';
import { CredentialsService } from '../services/credentials.service';

/** The link mailed to a new address (/e-mail-aendern/:token); public, as it may be opened in another browser. */
@ApiTags('auth')
@Controller('auth/email-change')
export class EmailChangeLinkController {
  constructor(private readonly credentials: CredentialsService) {}

  @Post(':token')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.credentialLink })
  @ApiOperation({
    summary:
      'Changes the address to the one the link was mailed to and tells the old one; 404 EMAIL_CHANGE_INVALID, 410 EMAIL_CHANGE_EXPIRED, 409 IDENTITY_EMAIL_TAKEN',
  })
  @ApiOkResponse({ type: EmailChangedAnswer })
  confirm(@Param('token') token: string): Promise<EmailChangedAnswer> {
    return this.credentials.confirmEmailChange(token);
  }
}
