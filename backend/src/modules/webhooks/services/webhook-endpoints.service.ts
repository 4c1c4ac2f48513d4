import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isUUID } from 'class-validator';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_FACTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointCreated } from '@fairleads/shared/webhooks';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { Clock } from '../../../common/time/clock';
import { webhookConfig } from '../../../config';
import type { AccountActor } from '../../../common/auth/access-policy';
import { EventsService } from '../../events';
import { AccountAudit } from '../../identity';
import { WebhookDeliveryQueue } from './webhook-delivery-queue.service';
import type { WebhookEndpointDto } from '../dto/webhook-endpoint.dto';
import { WebhookDeliveriesRepository, type WebhookDeliveryRecord } from '../repositories/webhook-deliveries.repository';
import { WebhookEndpointsRepository, type WebhookEndpointFields, type WebhookEndpointRecord } from '../repositories/webhook-endpoints.repository';
import { sampleWebhookPayload } from '../domain/webhook-sample';
import { webhookUrlProblem } from '../domain/webhook-url';
import { WebhooksErrors } from '../webhooks.errors';

/**
 * An endpoint as the account's audit names it: its description and host. Never the whole
 * address: a path often holds the receiving service's secret (Zapier, Make).
 */
function auditSubject(endpoint: { url: string; description: string | null }): string {
  const host = new URL(endpoint.url).host;
  return endpoint.description ? `${endpoint.description} (${host})` : host;
}

/** A delivery id as newDeliveryId makes it; anything else is not one (and never reaches a query). */
const DELIVERY_ID = /^msg_[0-9a-f]{32}$/;
/** Test deliveries kept per endpoint: enough to compare the last few tries. */
const TESTS_KEPT = 10;

/** The signing key: whsec_ and 32 random bytes in base64, as the Standard Webhooks libraries read it. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function endpointView(endpoint: WebhookEndpointRecord): WebhookEndpoint {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    facts: endpoint.facts,
    eventIds: endpoint.eventIds,
    active: endpoint.active,
    disabledReason: endpoint.disabledReason,
    createdAt: endpoint.createdAt.toISOString(),
    lastDelivery: endpoint.lastDelivery
      ? { status: endpoint.lastDelivery.status, lastStatusCode: endpoint.lastDelivery.lastStatusCode, lastAttemptAt: endpoint.lastDelivery.lastAttemptAt?.toISOString() ?? null }
      : null,
  };
}

function deliveryView(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: delivery.id,
    type: delivery.type,
    leadId: delivery.leadId,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
  };
}

/** The organiser's webhook endpoints (account settings), their deliveries, 'Erneut senden' and 'Test senden'. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    @Inject(webhookConfig.KEY) private readonly config: ConfigType<typeof webhookConfig>,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly queue: WebhookDeliveryQueue,
    private readonly audit: AccountAudit,
  ) {}

  async list(accountId: string): Promise<WebhookEndpoint[]> {
    return (await this.endpoints.listOwned(accountId)).map(endpointView);
  }

  async get(accountId: string, id: string): Promise<WebhookEndpoint> {
    return endpointView(await this.owned(accountId, id));
  }

  /** The secret is in this answer and never again. */
  async create(actor: AccountActor, input: WebhookEndpointDto): Promise<WebhookEndpointCreated> {
    const { accountId } = actor;
    const fields = await this.checked(accountId, input, true);
    const secret = newSecret();
    const id = await this.uow.run(async ({ manager }) => {
      if ((await this.endpoints.countOwnedLocked(manager, accountId)) >= WEBHOOK_ENDPOINTS_MAX) throw WebhooksErrors.tooMany();
      const created = await this.endpoints.insert(manager, accountId, fields, secret);
      await this.audit.record(actor, 'webhook.added', auditSubject(fields), {}, manager);
      return created;
    });
    return { ...(await this.get(accountId, id)), secret };
  }

  async update(accountId: string, id: string, input: WebhookEndpointDto): Promise<WebhookEndpoint> {
    const current = await this.owned(accountId, id);
    const fields = await this.checked(accountId, input, current.active);
    await this.uow.run(async (tx) => {
      if (!(await this.endpoints.update(tx.manager, accountId, id, fields))) throw WebhooksErrors.endpointNotFound();
      // switched on: what waited while it was paused (or off after a 410) goes out now, oldest first
      if (fields.active) for (const deliveryId of await this.deliveries.parkedOf(tx.manager, id)) await this.queue.queueAgain(tx, deliveryId, accountId);
    });
    return this.get(accountId, id);
  }

  async delete(actor: AccountActor, id: string): Promise<void> {
    const endpoint = await this.owned(actor.accountId, id);
    if (!(await this.endpoints.delete(actor.accountId, endpoint.id))) throw WebhooksErrors.endpointNotFound();
    await this.audit.record(actor, 'webhook.removed', auditSubject(endpoint));
  }

  async listDeliveries(accountId: string, id: string): Promise<WebhookDelivery[]> {
    const endpoint = await this.owned(accountId, id);
    return (await this.deliveries.listOfEndpoint(endpoint.id)).map(deliveryView);
  }

  /** 'Erneut senden': the same delivery (same webhook-id) once more; its attempts count on. */
  async resend(accountId: string, id: string, deliveryId: string): Promise<{ message: string; delivery: WebhookDelivery }> {
    const endpoint = await this.owned(accountId, id);
    if (!endpoint.active) throw WebhooksErrors.inactive();
    if (!DELIVERY_ID.test(deliveryId)) throw WebhooksErrors.deliveryNotFound();
    const delivery = await this.uow.run(async (tx) => {
      const found = await this.deliveries.findOfEndpoint(tx.manager, endpoint.id, deliveryId);
      if (!found) throw WebhooksErrors.deliveryNotFound();
      await this.queue.queueAgain(tx, found.id, accountId);
      return this.deliveries.findOfEndpoint(tx.manager, endpoint.id, deliveryId);
    });
    return { message: 'Die Zustellung wird erneut gesendet.', delivery: deliveryView(delivery!) };
  }

  /** 'Test senden': a made-up lead of type webhook.test, whatever facts the endpoint takes. */
  async sendTest(accountId: string, id: string): Promise<{ message: string; delivery: WebhookDelivery }> {
    const endpoint = await this.owned(accountId, id);
    if (!endpoint.active) throw WebhooksErrors.inactive();
    const delivery = await this.uow.run(async (tx) => {
      const deliveryId = await this.queue.queueNew(tx, { endpointId: endpoint.id, accountId, eventId: null, leadId: null, payload: sampleWebhookPayload(this.clock.now()) }, 'once');
      await this.deliveries.pruneTests(tx.manager, endpoint.id, TESTS_KEPT);
      return this.deliveries.findOfEndpoint(tx.manager, endpoint.id, deliveryId);
    });
    return { message: 'Die Test-Zustellung ist unterwegs.', delivery: deliveryView(delivery!) };
  }

  private async owned(accountId: string, id: string): Promise<WebhookEndpointRecord> {
    const endpoint = isUUID(id) ? await this.endpoints.findOwned(accountId, id) : null;
    if (!endpoint) throw WebhooksErrors.endpointNotFound();
    return endpoint;
  }

  /** The input as stored: URL rules, facts in their order without repeats, only the owner's own events. */
  private async checked(accountId: string, input: WebhookEndpointDto, activeByDefault: boolean): Promise<WebhookEndpointFields> {
    const problem = webhookUrlProblem(input.url, this.config.allowHosts);
    if (problem) throw WebhooksErrors.invalidUrl(problem);
    let eventIds: string[] | null = null;
    if (input.eventIds) {
      eventIds = [...new Set(input.eventIds.map((eventId) => eventId.toLowerCase()))];
      const own = new Set((await this.events.listOwnedIdsAndNames(accountId)).map((event) => event.id));
      if (eventIds.some((eventId) => !own.has(eventId))) throw WebhooksErrors.unknownEvents();
    }
    return {
      url: input.url,
      description: input.description ?? null,
      facts: WEBHOOK_FACTS.filter((fact) => input.facts.includes(fact)),
      eventIds,
      active: input.active ?? activeByDefault,
    };
  }
}
