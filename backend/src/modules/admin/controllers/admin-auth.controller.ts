import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseFilters } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { LoginLockedFilter, LoginDto, UserAdministrationService } from '../../identity';
import type { SignedInUser } from '../../identity';
import { AdminErrors, AdminMessages } from '../admin.errors';
import { AdminAuditService } from '../services/admin-audit.service';
import { AdminLoginAnswer } from '../dto/admin-login.answer';
import { Public } from '../../../common/auth/access.decorators';

/** Starts the passport session (a fresh session id, like the normal login). */
function logIn(req: Request, user: SignedInUser): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error?: unknown) => (error ? reject(error) : resolve())));
}

/** The one admin route without AdminGuard. */
@ApiTags('admin')
@Public()
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly accounts: UserAdministrationService,
    private readonly audit: AdminAuditService,
  ) {}

  /**
   * The password is checked before any session exists; only an admin or superadmin is then
   * signed in. An organiser with the right password gets 403 and no session (no cookie, no row).
   */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: RATE_LIMITS.login })
  @UseFilters(LoginLockedFilter)
  @ApiBody({ type: LoginDto })
  @ApiOperation({ summary: 'Admin sign-in: 200 and a session for admins only; 403 for other accounts' })
  @ApiOkResponse({ type: AdminLoginAnswer })
  async login(@Body() body: unknown, @Req() req: Request): Promise<AdminLoginAnswer> {
    const fields = (body ?? {}) as Record<string, unknown>;
    const check = await this.accounts.checkAdminCredentials(fields.email, fields.password);
    if (check.kind === 'not-admin') throw AdminErrors.notAdmin();
    await logIn(req, check.user);
    await this.audit.record({ adminUserId: check.user.id, action: 'admin.login', targetType: 'user', targetId: check.user.id });
    const { firstLogin: _firstLogin, ...user } = check.user;
    return { message: AdminMessages.loggedIn, user };
  }
}
