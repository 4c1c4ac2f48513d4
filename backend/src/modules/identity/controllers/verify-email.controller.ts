import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { RegistrationService } from '../services/registration.service';

@ApiTags('auth')
@Controller('verify-email')
@Throttle({ default: RATE_LIMITS.verifyEmail })
export class VerifyEmailController {
  constructor(private readonly registration: RegistrationService) {}

  @Get()
  @ApiOperation({ summary: 'Activates the account of ?token=' })
  byQuery(@Query('token') token?: string) {
    return this.registration.activate(typeof token === 'string' ? token : '');
  }

  @Get(':token')
  @ApiOperation({ summary: 'Activates the account; 400 Ungültiger Aktivierungslink when unknown or expired' })
  byPath(@Param('token') token: string) {
    return this.registration.activate(token);
  }
}
