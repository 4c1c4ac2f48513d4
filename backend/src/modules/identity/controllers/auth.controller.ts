import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public, SignedIn } from '../../../common/auth/access.decorators';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { SESSION_COOKIE, endSession } from '../../../common/security/session';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginLockedFilter } from './login-locked.filter';
import { DeleteAccountDto } from '../dto/delete-account.dto';
import { LoginDto } from '../dto/login.dto';
import { RegisterDto } from '../dto/register.dto';
import { IdentityMessages } from '../identity.errors';
import { AccountService } from '../services/account.service';
import type { AccountUser, SignedInUser } from '../services/authentication.service';
import { RegistrationService } from '../services/registration.service';
import { AccountUserAnswer, LoginAnswer, RegistrationAnswer } from '../dto/account.answer';
import { MessageAnswer } from '../../../common/http/message.answer';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly accounts: AccountService,
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
  async register(@Body() dto: RegisterDto, @Res({ passthrough: true }) res: Response): Promise<RegistrationAnswer> {
    const { repeated, ...result } = await this.registration.register(dto);
    res.status(repeated ? HttpStatus.OK : HttpStatus.CREATED);
    return result;
  }

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseGuards(LocalAuthGuard)
  @UseFilters(LoginLockedFilter)
  @ApiBody({ type: LoginDto })
  @ApiOperation({ summary: 'Sign in with e-mail and password; sets the session cookie' })
  @ApiOkResponse({ type: LoginAnswer })
  login(@CurrentUser() signedIn: SignedInUser): LoginAnswer {
    const { firstLogin, ...user } = signedIn;
    return { message: IdentityMessages.loggedIn, user, firstLogin };
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
