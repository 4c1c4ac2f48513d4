import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth/access.decorators';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { LoginAnswer } from '../dto/account.answer';
import { PasskeySignInOptionsAnswer } from '../dto/passkeys.answer';
import { PasskeySignInDto } from '../dto/passkeys.dto';
import { IdentityMessages } from '../identity.errors';
import { PasskeySignInService } from '../services/passkey-sign-in.service';
import { SignInService } from '../services/sign-in.service';

@ApiTags('auth')
@Controller('auth/passkey')
export class PasskeyLoginController {
  constructor(
    private readonly passkeys: PasskeySignInService,
    private readonly signIn: SignInService,
  ) {}

  @Post('options')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @ApiOperation({ summary: 'Sign-in options for navigator.credentials.get() (discoverable credentials); the challenge holds 5 minutes in the session' })
  @ApiOkResponse({ type: PasskeySignInOptionsAnswer })
  options(@Req() req: Request): Promise<PasskeySignInOptionsAnswer> {
    return this.passkeys.options(req);
  }

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @ApiOperation({
    summary:
      "Sign in with a passkey {response} in place of password and code; answers like POST /api/auth/login and sets the session cookie. 400 PASSKEY_CHALLENGE_MISSING, 401 PASSKEY_SIGN_IN_FAILED, 403 as the password sign-in's",
  })
  @ApiOkResponse({ type: LoginAnswer })
  async signInWithPasskey(@Body() body: PasskeySignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginAnswer> {
    const { firstLogin, ...user } = await this.signIn.withPasskey(req, res, await this.passkeys.verify(req, body.response));
    return { message: IdentityMessages.loggedIn, user, firstLogin };
  }
}
