import { Injectable } from '@nestjs/common';
import type { AccountActor } from '../../../common/auth/access-policy';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { EventsService } from '../../events';
import { AccountAudit } from '../../identity';
import { CRM_NAMES, CRM_PROVIDERS, crmAccountUrl, isCrmProvider, type CrmProvider } from '../domain/crm-providers';
import { defaultFieldMap, FIELD_MAP_KEYS, type FieldMap } from '../domain/field-map';
import type { CrmConnectionAnswer } from '../dto/crm-connection.answer';
import type { UpdateCrmConnectionDto } from '../dto/crm-connection.dto';
import { CrmConnectionsRepository, type CrmConnectionRecord } from '../repositories/crm-connections.repository';
import { CrmSyncsRepository } from '../repositories/crm-syncs.repository';
import { CrmSyncErrors } from '../crm-sync.errors';
import { CrmApis } from './crm-apis.service';
import { CrmCredentialsSeal } from './crm-credentials.service';

function connectionView(provider: CrmProvider, connection: CrmConnectionRecord | undefined): CrmConnectionAnswer {
  if (!connection) {
    return { provider, connected: false, accountLabel: null, accountUrl: null, status: null, statusMessage: null, trigger: 'confirmed', eventIds: null, fieldMap: defaultFieldMap(provider), connectedAt: null };
  }
  return {
    provider,
    connected: true,
    accountLabel: connection.accountLabel,
    accountUrl: crmAccountUrl(provider, connection.accountRef),
    status: connection.status,
    statusMessage: connection.statusMessage,
    trigger: connection.trigger,
    eventIds: connection.eventIds,
    fieldMap: connection.fieldMap,
    connectedAt: connection.createdAt.toISOString(),
  };
}

/** How the account's audit names a connection: the CRM and its account (never the token). */
function auditSubject(provider: CrmProvider, accountLabel: string): string {
  return `${CRM_NAMES[provider]} (${accountLabel})`;
}

/**
 * The account's CRM connections (account settings, 'Integrationen'): connect with a token that
 * the CRM accepts first, change trigger, events and field map, disconnect. Each change is in
 * the account's audit (integration.connected, integration.updated, integration.disconnected).
 */
@Injectable()
export class CrmConnectionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly connections: CrmConnectionsRepository,
    private readonly syncs: CrmSyncsRepository,
    private readonly apis: CrmApis,
    private readonly seal: CrmCredentialsSeal,
    private readonly events: EventsService,
    private readonly audit: AccountAudit,
  ) {}

  /** Both CRMs, connected or not, in a fixed order. */
  async list(accountId: string): Promise<CrmConnectionAnswer[]> {
    const connected = await this.connections.listOwned(accountId);
    return CRM_PROVIDERS.map((provider) => connectionView(provider, connected.find((c) => c.provider === provider)));
  }

  /** An unknown provider in the path is a 404, like an unknown resource. */
  provider(value: string): CrmProvider {
    if (!isCrmProvider(value)) throw CrmSyncErrors.providerNotFound();
    return value;
  }

  /**
   * Connects, or gives a connection a new token. The CRM checks the token first (HubSpot: its
   * portal also gets the fairleads properties). The same CRM account keeps its settings and
   * becomes active again; another CRM account replaces the connection (its deliveries stay
   * listed, a lead sent again goes to the new account as new).
   */
  async connect(actor: AccountActor, provider: CrmProvider, token: string): Promise<CrmConnectionAnswer> {
    const account = await this.apis.connect(provider, token);
    const credentials = this.seal.seal({ kind: 'token', token });
    await this.uow.run(async ({ manager }) => {
      const current = await this.connections.findOwned(manager, actor.accountId, provider, true);
      if (current && current.accountRef === account.accountRef) {
        await this.connections.replaceCredentials(manager, current.id, credentials, account.accountLabel);
      } else {
        if (current) {
          await this.syncs.stopWaitingOfConnection(manager, current.id, `Nicht gesendet: ${CRM_NAMES[provider]} wurde mit einem anderen Konto verbunden.`);
          await this.connections.delete(manager, current.id);
        }
        await this.connections.insert(manager, { accountId: actor.accountId, provider, credentials, ...account, fieldMap: defaultFieldMap(provider), createdBy: actor.userId });
      }
      await this.audit.record(actor, 'integration.connected', auditSubject(provider, account.accountLabel), { provider }, manager);
    });
    return this.one(actor.accountId, provider);
  }

  async update(actor: AccountActor, provider: CrmProvider, input: UpdateCrmConnectionDto): Promise<CrmConnectionAnswer> {
    const eventIds = input.eventIds ? [...new Set(input.eventIds.map((id) => id.toLowerCase()))] : input.eventIds;
    if (eventIds) {
      const own = new Set((await this.events.listOwnedIdsAndNames(actor.accountId)).map((event) => event.id));
      if (eventIds.some((id) => !own.has(id))) throw CrmSyncErrors.unknownEvents();
    }
    await this.uow.run(async ({ manager }) => {
      const current = await this.connections.findOwned(manager, actor.accountId, provider, true);
      if (!current) throw CrmSyncErrors.notConnected(provider);
      const fieldMap: FieldMap = { ...current.fieldMap };
      for (const key of FIELD_MAP_KEYS) if (input.fieldMap && input.fieldMap[key] !== undefined) fieldMap[key] = input.fieldMap[key] ?? null;
      const changed = { trigger: input.trigger ?? current.trigger, eventIds: eventIds === undefined ? current.eventIds : eventIds, fieldMap };
      await this.connections.updateSettings(manager, current.id, changed);
      await this.audit.record(actor, 'integration.updated', auditSubject(provider, current.accountLabel), { provider, trigger: changed.trigger, events: changed.eventIds?.length ?? 'all' }, manager);
    });
    return this.one(actor.accountId, provider);
  }

  /** The token goes; deliveries still waiting stop; what was sent stays listed at its leads. */
  async disconnect(actor: AccountActor, provider: CrmProvider): Promise<void> {
    await this.uow.run(async ({ manager }) => {
      const current = await this.connections.findOwned(manager, actor.accountId, provider, true);
      if (!current) throw CrmSyncErrors.notConnected(provider);
      await this.syncs.stopWaitingOfConnection(manager, current.id, `Nicht gesendet: Die Verbindung zu ${CRM_NAMES[provider]} wurde getrennt.`);
      await this.connections.delete(manager, current.id);
      await this.audit.record(actor, 'integration.disconnected', auditSubject(provider, current.accountLabel), { provider }, manager);
    });
  }

  private async one(accountId: string, provider: CrmProvider): Promise<CrmConnectionAnswer> {
    return connectionView(provider, (await this.connections.findOwned(null, accountId, provider)) ?? undefined);
  }
}
