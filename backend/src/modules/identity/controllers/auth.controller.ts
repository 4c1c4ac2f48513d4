import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public, SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { SESSION_COOKIE, endSession } from '../../../common/security/session';
import { LoginLockedFilter } from './login-locked.filter';
import { DeleteAccountDto } from '../dto/delete-account.dto';
import { LoginDto } from '../dto/login.dto';
import { SecondFactorCodeDto } from '../dto/second-factor.dto';
import { SecondFactorPendingAnswer } from '../dto/second-factor.answer';
import { requestLocale } from '../../../common/i18n/locale';
import { RegisterDto } from '../dto/register.dto';
import { IdentityMessages } from '../identity.errors';
import { AccountService } from '../services/account.service';
import { AuthenticationService, type AccountUser, type SignedInUser } from '../services/authentication.service';
import { SignInService } from '../services/sign-in.service';
import { RegistrationService } from '../services/registration.service';
import { AccountUserAnswer, LoginAnswer, RegistrationAnswer } from '../dto/account.answer';
import { MessageAnswer } from '../../../common/http/message.answer';

function loginAnswer(signedIn: SignedInUser): LoginAnswer {
  const { firstLogin, ...user } = signedIn;
  return { message: IdentityMessages.loggedIn, user, firstLogin };
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly accounts: AccountService,
    private readonly authentication: AuthenticationService,
    private readonly signIn: SignInService,
  ) {}

  @Post('register')
  @Public()
  @Throttle({ default: RATE_LIMITS.register })
  @ApiOperation({
    summary:
      'Register; the activation makes an account with companySlug, or with invitationToken (companySlug then not asked) joins the inviting account. 201 for a new user, 200 when an unconfirmed address gets a new mail',
  })
  @ApiCreatedResponse({ type: RegistrationAnswer, description: 'A new account' })
  @ApiOkResponse({ type: RegistrationAnswer, description: 'An unconfirmed address got a new mail' })
  async register(@Body() dto: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RegistrationAnswer> {
    // the SPA sends its language; a client that does not is answered by its Accept-Language
    const { repeated, ...result } = await this.registration.register({ ...dto, locale: requestLocale(req, dto.locale) });
    res.status(repeated ? HttpStatus.OK : HttpStatus.CREATED);
    return result;
  }

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiBody({ type: LoginDto })
  @ApiOperation({
    summary:
      'Sign in with e-mail and password; sets the session cookie. With TOTP on: {twoFactorRequired: true} and nobody signed in yet, POST /api/auth/login/2fa completes it',
  })
  @ApiExtraModels(LoginAnswer, SecondFactorPendingAnswer)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(LoginAnswer) }, { $ref: getSchemaPath(SecondFactorPendingAnswer) }] } })
  async login(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginAnswer | SecondFactorPendingAnswer> {
    const fields = (body ?? {}) as Record<string, unknown>;
    const user = await this.authentication.checkPassword(fields.email, fields.password);
    const signIn = await this.signIn.afterPassword(req, res, user, 'organiser');
    if (signIn.kind === 'second-factor-pending') return { twoFactorRequired: true, message: IdentityMessages.secondFactorNeeded };
    return loginAnswer(signIn.user);
  }

  @Post('login/2fa')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiOperation({
    summary:
      "Completes a sign-in with TOTP on: {code} a TOTP code or an unused recovery code; 401 IDENTITY_WRONG_SECOND_FACTOR (counts as a failed sign-in; 429 after 5), 401 IDENTITY_SECOND_FACTOR_EXPIRED without a pending sign-in ('Bitte melde dich erneut an.')",
  })
  @ApiOkResponse({ type: LoginAnswer })
  async loginSecondFactor(@Body() body: SecondFactorCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginAnswer> {
    return loginAnswer(await this.signIn.completeSecondFactor(req, res, body.code, 'organiser'));
  }

  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user with their accounts and the current one (signedInBefore: false during the first session), or 401' })
  @ApiOkResponse({ type: AccountUserAnswer })
  me(@CurrentUser() user: AccountUser): AccountUserAnswer {
    return user;
  }

  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ends the session (also when there is none)' })
  @ApiOkResponse({ type: MessageAnswer })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageAnswer> {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: IdentityMessages.loggedOut };
  }

  @Delete('account')
  @SignedIn()
  @ApiOperation({
    summary:
      "Deletes the signed-in user, and the accounts they are the only member of with everything those own; body {confirmation: 'DELETE'}; 409 ACCOUNT_LAST_OWNER for the last owner of an account with other members",
  })
  @ApiOkResponse({ type: MessageAnswer })
  async deleteAccount(
    @CurrentUser() user: SessionUser,
    @Body() _confirmation: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    await this.accounts.deleteUser(user.id);
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: IdentityMessages.accountDeleted };
  }
}
