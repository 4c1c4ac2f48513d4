import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import type { AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { CurrentStandDevice, StandDeviceRoute } from '../../../common/auth/stand-device.guard';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { StandExitDto } from '../dto/stand-device.dto';
import { StandDevicesService } from '../services/stand-devices.service';
import { StandSessionAnswer } from '../dto/stand-device.answer';
import { StandDevice } from '../../../common/auth/access.decorators';

/** The stand page's calls with its device token (issue 18); the quick rating is StandLeadsController. */
@ApiTags('stand mode')
@ApiHeader({ name: STAND_TOKEN_HEADER, required: true })
@Controller('stand/:companySlug/:eventSlug')
export class StandController {
  constructor(private readonly devices: StandDevicesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @StandDevice()
  @StandDeviceRoute()
  @ApiOperation({ summary: 'The device and its event, for the stand page (401 when the token is not valid for this event)' })
  @ApiOkResponse({ type: StandSessionAnswer })
  session(@CurrentStandDevice() device: AuthenticatedStandDevice, @Param('companySlug') companySlug: string, @Param('eventSlug') eventSlug: string): Promise<StandSessionAnswer> {
    return this.devices.session(device, companySlug, eventSlug);
  }

  @Post('exit')
  @HttpCode(HttpStatus.NO_CONTENT)
  @StandDevice()
  @StandDeviceRoute({ deviceLimit: RATE_LIMITS.standExit })
  @ApiOperation({ summary: "Leaves stand mode with the organiser's PIN: 204, or 403 Die PIN stimmt nicht. (5 tries a minute per device)" })
  @ApiNoContentResponse({ description: 'Stand mode ended on this device' })
  async exit(
    @CurrentStandDevice() device: AuthenticatedStandDevice,
    @Param('companySlug') companySlug: string,
    @Param('eventSlug') eventSlug: string,
    @Body() body: StandExitDto,
  ) {
    await this.devices.exit(device, companySlug, eventSlug, body.pin);
  }
}
