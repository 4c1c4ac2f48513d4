import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Req } from '@nestjs/common';
import { ApiHeader, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import type { AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { CurrentStandDevice, StandDeviceRoute } from '../../../common/auth/stand-device.guard';
import { correlationId } from '../../../common/http/correlation-id';
import { LeadQualificationService, StandQualifyLeadDto } from '../../lead-desk';
import { LeadLogErrors } from '../../lead-log';
import { StandDevicesService } from '../services/stand-devices.service';
import { StandDevice } from '../../../common/auth/access.decorators';

/** The stand page's quick rating of the lead it just captured (issue 18): the lead desk shows it. */
@ApiTags('stand mode')
@ApiHeader({ name: STAND_TOKEN_HEADER, required: true })
@Controller('stand/:companySlug/:eventSlug/leads')
export class StandLeadsController {
  constructor(
    private readonly qualification: LeadQualificationService,
    private readonly devices: StandDevicesService,
  ) {}

  @Patch(':leadId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @StandDevice()
  @StandDeviceRoute()
  @ApiOperation({ summary: 'Rating (hot, warm, cold) and note of a lead this device captured: 204; 404 for any other lead' })
  @ApiNoContentResponse({ description: 'Rated' })
  async qualify(
    @CurrentStandDevice() device: AuthenticatedStandDevice,
    @Param('companySlug') companySlug: string,
    @Param('eventSlug') eventSlug: string,
    @Param('leadId', new ParseUUIDPipe({ exceptionFactory: () => LeadLogErrors.leadNotFound() })) leadId: string,
    @Body() body: StandQualifyLeadDto,
    @Req() req: Request,
  ) {
    await this.devices.session(device, companySlug, eventSlug);
    await this.qualification.qualifyFromStand(device, leadId, body, correlationId(req));
  }
}
