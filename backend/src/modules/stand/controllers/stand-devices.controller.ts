import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventId } from '../../events';
import { RegisterStandDeviceDto } from '../dto/stand-device.dto';
import { StandDevicesService } from '../services/stand-devices.service';
import { StandDeviceAnswer, StandDeviceRegistrationAnswer } from '../dto/stand-device.answer';
import { Allow } from '../../../common/auth/access.decorators';

/** The organiser's side of stand mode: the event's registered tablets (issue 18). */
@ApiTags('stand mode')
@Controller('events/:id/stand-devices')
@Allow('stand.devices')
export class StandDevicesController {
  constructor(private readonly devices: StandDevicesService) {}

  @Post()
  @ApiOperation({ summary: 'Registers this device for the stand mode: 201 {device, token (shown once), standPath}; 404 for another’s event' })
  @ApiCreatedResponse({ type: StandDeviceRegistrationAnswer })
  register(@CurrentActor() actor: AccountActor, @EventId() id: string, @Body() body: RegisterStandDeviceDto): Promise<StandDeviceRegistrationAnswer> {
    return this.devices.register(actor, id, body);
  }

  @Get()
  @ApiOperation({ summary: 'The event’s stand devices, newest first, revoked and expired ones too' })
  @ApiOkResponse({ type: [StandDeviceAnswer] })
  list(@CurrentActor() actor: AccountActor, @EventId() id: string): Promise<StandDeviceAnswer[]> {
    return this.devices.list(actor.accountId, id);
  }

  @Delete(':deviceId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Revokes a device: its token answers 401 from then on' })
  @ApiNoContentResponse({ description: 'Revoked' })
  async revoke(@CurrentActor() actor: AccountActor, @EventId() id: string, @Param('deviceId') deviceId: string) {
    await this.devices.revoke(actor, id, deviceId);
  }
}
