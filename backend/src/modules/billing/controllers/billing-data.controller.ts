import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { BillingDataDto } from '../dto/billing-data.dto';
import { BillingDataService, toBillingDataView } from '../services/billing-data.service';
import { BillingDataAnswer } from '../dto/billing.answer';
import { Allow } from '../../../common/auth/access.decorators';

@ApiTags('billing')
@Allow('billing.manage')
@Controller('billing-data')
export class BillingDataController {
  constructor(private readonly billingData: BillingDataService) {}

  @Get()
  @ApiOperation({ summary: 'The organiser’s billing data (billing* fields; null where unset)' })
  @ApiOkResponse({ type: BillingDataAnswer })
  get(@CurrentActor() actor: AccountActor): Promise<BillingDataAnswer> {
    return this.billingData.view(actor.accountId);
  }

  @Put()
  @ApiOperation({ summary: 'Saves {firstName, lastName, companyName, email, street, city, postalCode, country, vatId?}' })
  @ApiOkResponse({ type: BillingDataAnswer })
  async save(@CurrentActor() actor: AccountActor, @Body() body: BillingDataDto): Promise<BillingDataAnswer> {
    return toBillingDataView(await this.billingData.save(actor.accountId, body));
  }
}
