import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountActor } from '../../../common/auth/access-policy';
import { Allow } from '../../../common/auth/access.decorators';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import { CrmConnectionAnswer } from '../dto/crm-connection.answer';
import { ConnectCrmDto, UpdateCrmConnectionDto } from '../dto/crm-connection.dto';
import { CrmConnectionsService } from '../services/crm-connections.service';

/** The account's native CRM connections (HubSpot, Pipedrive): account settings, 'Integrationen'. */
@ApiTags('integrations')
@Controller('account/integrations')
@Allow('integrations.manage')
export class CrmConnectionsController {
  constructor(private readonly connections: CrmConnectionsService) {}

  @Get()
  @ApiOperation({ summary: 'Both CRMs (hubspot, pipedrive), connected or not, with their settings; never a token' })
  @ApiOkResponse({ type: [CrmConnectionAnswer] })
  list(@CurrentActor() actor: AccountActor): Promise<CrmConnectionAnswer[]> {
    return this.connections.list(actor.accountId);
  }

  @Put(':provider')
  @ApiOperation({
    summary:
      'Connects the CRM with a token (HubSpot: a private app’s access token; Pipedrive: the API token), tried against the CRM first: refused 400 CRM_TOKEN_INVALID, no answer 502 CRM_UNREACHABLE',
  })
  @ApiOkResponse({ type: CrmConnectionAnswer })
  connect(@CurrentActor() actor: AccountActor, @Param('provider') provider: string, @Body() body: ConnectCrmDto): Promise<CrmConnectionAnswer> {
    return this.connections.connect(actor, this.connections.provider(provider), body.token);
  }

  @Patch(':provider')
  @ApiOperation({ summary: 'Changes when leads go (trigger), for which events, and the field map; what is left out stays' })
  @ApiOkResponse({ type: CrmConnectionAnswer })
  update(@CurrentActor() actor: AccountActor, @Param('provider') provider: string, @Body() body: UpdateCrmConnectionDto): Promise<CrmConnectionAnswer> {
    return this.connections.update(actor, this.connections.provider(provider), body);
  }

  @Delete(':provider')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Disconnects: the token goes, waiting deliveries stop, what was sent stays listed' })
  @ApiNoContentResponse({ description: 'Disconnected' })
  async disconnect(@CurrentActor() actor: AccountActor, @Param('provider') provider: string): Promise<void> {
    await this.connections.disconnect(actor, this.connections.provider(provider));
  }
}
