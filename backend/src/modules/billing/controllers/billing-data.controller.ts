import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../../common/auth/authenticated.guard';
import { CurrentUser } from '../../../common/auth/current-user.decorator';
import type { SessionUser } from '../../../common/auth/session-user';
import { BillingDataDto } from '../dto/billing-data.dto';
import { BillingDataService, toBillingDataView } from '../services/billing-data.service';
import { BillingDataAnswer } from '../dto/billing.answer';

@ApiTags('billing')
@UseGuards(AuthenticatedGuard)
@Controller('billing-data')
export class BillingDataController {
  constructor(private readonly billingData: BillingDataService) {}

  @Get()
  @ApiOperation({ summary: 'The organiser’s billing data (billing* fields; null where unset)' })
  @ApiOkResponse({ type: BillingDataAnswer })
  get(@CurrentUser() user: SessionUser): Promise<BillingDataAnswer> {
    return this.billingData.view(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Saves {firstName, lastName, companyName, email, street, city, postalCode, country, vatId?}' })
  @ApiOkResponse({ type: BillingDataAnswer })
  async save(@CurrentUser() user: SessionUser, @Body() body: BillingDataDto): Promise<BillingDataAnswer> {
    return toBillingDataView(await this.billingData.save(user.id, body));
  }
}
