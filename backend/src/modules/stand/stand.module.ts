import { Global, Module } from '@nestjs/common';
import { StandDeviceTokens } from '../../common/auth/stand-device';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { LeadDeskModule } from '../lead-desk';
import { StandDevicesController } from './controllers/stand-devices.controller';
import { StandLeadsController } from './controllers/stand-leads.controller';
import { StandController } from './controllers/stand.controller';
import { StandDevicesRepository } from './repositories/stand-devices.repository';
import { StandDevicesService } from './services/stand-devices.service';

/**
 * Stand mode: the organiser registers tablets for an event (token and PIN), the stand page loads
 * its device and event, leaves with the PIN and rates the lead it just captured (through the
 * lead desk's qualification). Its submits go to the public form, which takes a device's token
 * through StandDeviceRoute. Global only to hand StandDeviceTokens to that form's module, which
 * stand mode itself uses for the rating.
 */
@Global()
@Module({
  imports: [EventsCoreModule, LeadDeskModule, IdentityCoreModule],
  controllers: [StandDevicesController, StandController, StandLeadsController],
  providers: [StandDevicesRepository, StandDevicesService, { provide: StandDeviceTokens, useExisting: StandDevicesService }],
  exports: [StandDeviceTokens],
})
export class StandModule {}
