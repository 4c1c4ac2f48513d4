import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { MessageAnswer } from '../../../common/http/message.answer';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { ipHintOf, userAgentOf } from '../domain/sign-in';
import { RecoveryCodesAnswer, SecurityStatusAnswer, TotpSetupAnswer } from '../dto/second-factor.answer';
import { DisableTotpDto, EnableTotpDto, RenewRecoveryCodesDto } from '../dto/second-factor.dto';
import { IdentityMessages } from '../identity.errors';
import { SecondFactorService } from '../services/second-factor.service';
import { LoginLockedFilter } from './login-locked.filter';

/** The user just proved the factor in this session: it counts as signed in with it from now on. */
function markSessionStrong(req: Request): void {
  req.session.signIn = req.session.signIn
    ? { ...req.session.signIn, method: 'totp' }
    : { method: 'totp', at: new Date().toISOString(), userAgent: userAgentOf(req), ipHint: ipHintOf(req.ip) };
}

/**
 * The user's own second factor. @SignedIn on purpose: a session that still lacks a required
 * second factor must reach these to enrol.
 */
@ApiTags('account security')
@Controller('account/security')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The second factor: {totpEnabled, recoveryCodesLeft, secondFactorRequired, sessionStrong}' })
  @ApiOkResponse({ type: SecurityStatusAnswer })
  status(@CurrentUser() user: SessionUser): Promise<SecurityStatusAnswer> {
    return this.secondFactor.status(user);
  }

  @Post('totp/setup')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A new TOTP secret, pending until …/totp/enable (replaces a pending one); 409 SECOND_FACTOR_ALREADY_ENABLED' })
  @ApiOkResponse({ type: TotpSetupAnswer })
  setup(@CurrentUser() user: SessionUser): Promise<TotpSetupAnswer> {
    return this.secondFactor.setup(user);
  }

  @Post('totp/enable')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @ApiOperation({
    summary:
      'Turns TOTP on with a code of the pending secret: ten recovery codes, shown once; the session counts as signed in with a second factor; mails a notice. 400 SECOND_FACTOR_WRONG_CODE, 409 SECOND_FACTOR_NO_SETUP',
  })
  @ApiOkResponse({ type: RecoveryCodesAnswer })
  async enable(@CurrentUser() user: SessionUser, @Body() body: EnableTotpDto, @Req() req: Request): Promise<RecoveryCodesAnswer> {
    const recoveryCodes = await this.secondFactor.enable(user, body.code);
    markSessionStrong(req);
    return { recoveryCodes };
  }

  @Post('totp/disable')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiOperation({
    summary:
      'Turns TOTP off with {password, code} (a TOTP or recovery code); mails a notice. 409 SECOND_FACTOR_REQUIRED_BY_POLICY for a platform admin or a member of an account that requires it; 400 SECOND_FACTOR_WRONG_PASSWORD / SECOND_FACTOR_WRONG_CODE',
  })
  @ApiOkResponse({ type: MessageAnswer })
  async disable(@CurrentUser() user: SessionUser, @Body() body: DisableTotpDto): Promise<MessageAnswer> {
    await this.secondFactor.disable(user, body.password, body.code);
    return { message: IdentityMessages.secondFactorDisabled };
  }

  @Post('recovery-codes')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiOperation({ summary: 'Ten new recovery codes after {password}; the old ones stop working; mails a notice. 409 SECOND_FACTOR_NOT_ENABLED' })
  @ApiOkResponse({ type: RecoveryCodesAnswer })
  async renewRecoveryCodes(@CurrentUser() user: SessionUser, @Body() body: RenewRecoveryCodesDto): Promise<RecoveryCodesAnswer> {
    return { recoveryCodes: await this.secondFactor.renewRecoveryCodes(user, body.password) };
  }
}
