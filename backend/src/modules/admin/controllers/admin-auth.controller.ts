import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { LoginLockedFilter, LoginDto, SecondFactorCodeDto, SecondFactorPendingAnswer, SignInService, UserAdministrationService } from '../../identity';
import type { SignedInUser } from '../../identity';
import { AdminErrors, AdminMessages } from '../admin.errors';
import { AdminAuditService } from '../services/admin-audit.service';
import { AdminLoginAnswer } from '../dto/admin-login.answer';
import { Public } from '../../../common/auth/access.decorators';

/** The admin's sign-in routes: the only admin routes without the platform-admin declaration. */
@ApiTags('admin')
@Public()
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly accounts: UserAdministrationService,
    private readonly signIn: SignInService,
    private readonly audit: AdminAuditService,
  ) {}

  /**
   * The password is checked before any session exists; only an admin or superadmin goes on. An
   * organiser with the right password gets 403 and no session (no cookie, no row). An admin with
   * TOTP on is signed in only by the second step.
   */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiBody({ type: LoginDto })
  @ApiOperation({
    summary:
      'Admin sign-in: 200 and a session for admins only; 403 for other accounts. With TOTP on: {twoFactorRequired: true}, POST /api/admin/login/2fa completes it. Until the session proves a second factor, the admin routes answer 403 SECOND_FACTOR_REQUIRED',
  })
  @ApiExtraModels(AdminLoginAnswer, SecondFactorPendingAnswer)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(AdminLoginAnswer) }, { $ref: getSchemaPath(SecondFactorPendingAnswer) }] } })
  async login(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminLoginAnswer | SecondFactorPendingAnswer> {
    const fields = (body ?? {}) as Record<string, unknown>;
    const check = await this.accounts.checkAdminCredentials(fields.email, fields.password);
    if (check.kind === 'not-admin') throw AdminErrors.notAdmin();
    const signIn = await this.signIn.afterPassword(req, res, check.user, 'admin');
    if (signIn.kind === 'second-factor-pending') return { twoFactorRequired: true, message: AdminMessages.secondFactorNeeded };
    return this.signedIn(signIn.user);
  }

  @Post('login/2fa')
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiOperation({
    summary:
      'Completes the admin sign-in with TOTP on: {code} a TOTP or recovery code; 401 IDENTITY_WRONG_SECOND_FACTOR (a failed sign-in; 429 after 5), 401 IDENTITY_SECOND_FACTOR_EXPIRED without a pending admin sign-in',
  })
  @ApiOkResponse({ type: AdminLoginAnswer })
  async loginSecondFactor(@Body() body: SecondFactorCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminLoginAnswer> {
    return this.signedIn(await this.signIn.completeSecondFactor(req, res, body.code, 'admin'));
  }

  private async signedIn(signedIn: SignedInUser): Promise<AdminLoginAnswer> {
    await this.audit.record({ adminUserId: signedIn.id, action: 'admin.login', targetType: 'user', targetId: signedIn.id });
    const { firstLogin: _firstLogin, ...user } = signedIn;
    return { message: AdminMessages.loggedIn, user };
  }
}
