import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { WebhookEndpointDto } from '../dto/webhook-endpoint.dto';
import { WebhookEndpointsService } from '../services/webhook-endpoints.service';
import { WebhookDeliveryAnswer, WebhookEndpointAnswer, WebhookEndpointCreatedAnswer, WebhookSendAnswer } from '../dto/webhook-endpoint.answer';
import { Allow } from '../../../common/auth/access.decorators';

/** Signed webhooks to the organiser's CRM (issue 19): endpoints, their deliveries, resend and test. */
@ApiTags('webhooks')
@Controller('webhook-endpoints')
@Allow('webhooks.manage')
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Get()
  @ApiOperation({ summary: 'The organiser’s endpoints, newest first, without their secrets' })
  @ApiOkResponse({ type: [WebhookEndpointAnswer] })
  list(@CurrentActor() actor: AccountActor): Promise<WebhookEndpointAnswer[]> {
    return this.endpoints.list(actor.accountId);
  }

  @Post()
  @ApiOperation({ summary: 'Adds an endpoint: 201 with its secret (shown this once); 409 beyond the limit' })
  @ApiCreatedResponse({ type: WebhookEndpointCreatedAnswer })
  create(@CurrentActor() actor: AccountActor, @Body() body: WebhookEndpointDto): Promise<WebhookEndpointCreatedAnswer> {
    return this.endpoints.create(actor, body);
  }

  @Get(':id')
  @ApiOkResponse({ type: WebhookEndpointAnswer })
  get(@CurrentActor() actor: AccountActor, @Param('id') id: string): Promise<WebhookEndpointAnswer> {
    return this.endpoints.get(actor.accountId, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changes an endpoint; active: true also turns one on again that a 410 turned off' })
  @ApiOkResponse({ type: WebhookEndpointAnswer })
  update(@CurrentActor() actor: AccountActor, @Param('id') id: string, @Body() body: WebhookEndpointDto): Promise<WebhookEndpointAnswer> {
    return this.endpoints.update(actor.accountId, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(@CurrentActor() actor: AccountActor, @Param('id') id: string) {
    await this.endpoints.delete(actor, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'The endpoint’s deliveries, newest first, at most 100' })
  @ApiOkResponse({ type: [WebhookDeliveryAnswer] })
  deliveries(@CurrentActor() actor: AccountActor, @Param('id') id: string): Promise<WebhookDeliveryAnswer[]> {
    return this.endpoints.listDeliveries(actor.accountId, id);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @Throttle({ default: RATE_LIMITS.webhookSend })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: '‘Erneut senden’: the same delivery (same webhook-id) once more' })
  @ApiAcceptedResponse({ type: WebhookSendAnswer })
  resend(@CurrentActor() actor: AccountActor, @Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<WebhookSendAnswer> {
    return this.endpoints.resend(actor.accountId, id, deliveryId);
  }

  @Post(':id/test')
  @Throttle({ default: RATE_LIMITS.webhookSend })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: '‘Test senden’: a made-up lead of type webhook.test' })
  @ApiAcceptedResponse({ type: WebhookSendAnswer })
  test(@CurrentActor() actor: AccountActor, @Param('id') id: string): Promise<WebhookSendAnswer> {
    return this.endpoints.sendTest(actor.accountId, id);
  }
}
