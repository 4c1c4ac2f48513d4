import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../common/auth/access.decorators';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { RegistrationService } from '../services/registration.service';
import { ActivationAnswer } from '../dto/account.answer';

@ApiTags('auth')
@Controller('verify-email')
@Throttle({ default: RATE_LIMITS.verifyEmail })
export class VerifyEmailController {
  constructor(private readonly registration: RegistrationService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Activates the account of ?token=' })
  @ApiOkResponse({ type: ActivationAnswer })
  byQuery(@Query('token') token?: string): Promise<ActivationAnswer> {
    return this.registration.activate(typeof token === 'string' ? token : '');
  }

  @Get(':token')
  @Public()
  @ApiOperation({ summary: 'Activates the account; 400 Ungültiger Aktivierungslink when unknown or expired' })
  @ApiOkResponse({ type: ActivationAnswer })
  byPath(@Param('token') token: string): Promise<ActivationAnswer> {
    return this.registration.activate(token);
  }
}
