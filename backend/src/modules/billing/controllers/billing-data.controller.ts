import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../../common/auth/authenticated.guard';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { BillingDataDto } from '../dto/billing-data.dto';
import { BillingDataService, toBillingDataView } from '../services/billing-data.service';

@ApiTags('billing')
@UseGuards(AuthenticatedGuard)
@Controller('billing-data')
export class BillingDataController {
  constructor(private readonly billingData: BillingDataService) {}

  @Get()
  @ApiOperation({ summary: 'The organiser’s billing data (billing* fields; null where unset)' })
  get(@CurrentUser() user: SessionUser) {
    return this.billingData.view(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Saves {firstName, lastName, companyName, email, street, city, postalCode, country, vatId?}' })
  async save(@CurrentUser() user: SessionUser, @Body() body: BillingDataDto) {
    return toBillingDataView(await this.billingData.save(user.id, body));
  }
}
