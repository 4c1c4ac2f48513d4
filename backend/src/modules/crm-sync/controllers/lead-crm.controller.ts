import { Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountActor } from '../../../common/auth/access-policy';
import { Allow } from '../../../common/auth/access.decorators';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import { LeadLogErrors } from '../../lead-log';
import { CrmSyncAnswer } from '../dto/crm-connection.answer';
import { CrmConnectionsService } from '../services/crm-connections.service';
import { LeadCrmService } from '../services/lead-crm.service';

const leadIdOr404 = new ParseUUIDPipe({ exceptionFactory: () => LeadLogErrors.leadNotFound() });

/** A lead's deliveries to the connected CRMs (the lead's detail) and 'Erneut senden'. */
@ApiTags('integrations')
@Controller('leads/:id/crm')
export class LeadCrmController {
  constructor(
    private readonly leadCrm: LeadCrmService,
    private readonly connections: CrmConnectionsService,
  ) {}

  @Get()
  @Allow('leads.read')
  @ApiOperation({ summary: 'Where the lead’s delivery to each CRM stands (one entry per CRM it was put on its way to)' })
  @ApiOkResponse({ type: [CrmSyncAnswer] })
  list(@CurrentActor() actor: AccountActor, @Param('id', leadIdOr404) id: string): Promise<CrmSyncAnswer[]> {
    return this.leadCrm.list(actor.accountId, id);
  }

  @Post(':provider/retry')
  @Allow('integrations.manage')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: '‘Erneut senden’: the lead once more to that CRM; 202 with the delivery, now pending' })
  @ApiAcceptedResponse({ type: CrmSyncAnswer })
  retry(@CurrentActor() actor: AccountActor, @Param('id', leadIdOr404) id: string, @Param('provider') provider: string): Promise<CrmSyncAnswer> {
    return this.leadCrm.retry(actor.accountId, id, this.connections.provider(provider));
  }
}
