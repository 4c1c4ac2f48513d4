import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { OutboxAttemptFailure, OutboxHandlerRegistry, OutboxRetryPolicy } from '../../../common/outbox/outbox-handler.registry';
import type { OutboxMessage } from '../../../common/outbox/outbox-message.entity';
import { Clock } from '../../../common/time/clock';
import { retentionConfig } from '../../../config';
import { EventsService } from '../../events';
import { LeadLog } from '../../lead-log';
import { buildCrmContact } from '../domain/crm-payload';
import { CRM_NAMES, isCrmProvider, type CrmProvider } from '../domain/crm-providers';
import { CRM_RETRY_SECONDS, CrmRejectedError, CrmTemporaryError, CrmUnauthorizedError, crmRetryDelaySeconds } from '../domain/crm-retry';
import { CrmConnectionsRepository } from '../repositories/crm-connections.repository';
import { CrmSyncsRepository } from '../repositories/crm-syncs.repository';
import { CrmApis } from '../services/crm-apis.service';
import { CrmCredentialsSeal } from '../services/crm-credentials.service';
import { CRM_SYNC } from '../services/crm-sync-queue.service';

/**
 * Runs the attempts of lead deliveries to a CRM, wherever outbox jobs run (the API with the
 * inline driver, the worker with Bull, on the 'crm' queue). The run reads everything when it
 * runs: the row (a newer run took over: nothing), the connection (gone or refused: stopped),
 * the lead and its person through the lead log (erased: stopped), the event's name and labels;
 * builds the payload by the field map (buildCrmContact) and sends it (CrmApis). A success is
 * recorded in the run's transaction. A failed attempt throws: the runner records it and retries
 * by this policy (Retry-After of a 429, else 30 s … 6 h; 401/403 and a refusal of the data are
 * PermanentJobErrors, final at once); the row's record of it is written by onFailure in the
 * failure's transaction, because the run's own writes roll back with it. A final failure is no
 * admin alert: a customer's CRM refusing is not a fault of the platform; the lead shows it.
 */
@Injectable()
export class CrmSyncJobs implements OnModuleInit {
  private readonly timeZone: string;

  constructor(
    @Inject(retentionConfig.KEY) retention: ConfigType<typeof retentionConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly clock: Clock,
    private readonly syncs: CrmSyncsRepository,
    private readonly connections: CrmConnectionsRepository,
    private readonly seal: CrmCredentialsSeal,
    private readonly apis: CrmApis,
    private readonly log: LeadLog,
    private readonly events: EventsService,
  ) {
    this.timeZone = retention.timeZone;
  }

  readonly policy: OutboxRetryPolicy = {
    maxAttempts: CRM_RETRY_SECONDS.length + 1,
    retryDelaySeconds: crmRetryDelaySeconds,
    alertOnFinalFailure: false,
    onFailure: (manager, message, failure) => this.recordFailedAttempt(manager, message, failure),
  };

  onModuleInit(): void {
    this.handlers.register(CRM_SYNC, (payload, { manager, message }) => this.attempt(manager, message, String(payload.leadId), String(payload.provider)), this.policy);
  }

  private async attempt(manager: EntityManager, message: OutboxMessage, leadId: string, provider: string): Promise<void> {
    if (!isCrmProvider(provider)) return;
    const sync = await this.syncs.findOfLead(manager, leadId, provider);
    // gone with its event, stopped, or a newer run has taken over: nothing to send
    if (!sync || sync.outboxMessageId !== message.id) return;
    const crm = CRM_NAMES[provider];
    const connection = sync.connectionId ? await this.connections.findById(manager, sync.connectionId) : null;
    if (!connection) return this.syncs.stop(manager, sync.id, message.id, `Nicht gesendet: ${crm} ist nicht mehr verbunden.`);
    const credentials = this.seal.open(connection.credentials);
    if (connection.status !== 'active' || !credentials) {
      if (!credentials) await this.connections.markUnauthorized(manager, connection.id, this.unreadableToken(provider));
      return this.syncs.stop(manager, sync.id, message.id, `Nicht gesendet: ${crm} nimmt den gespeicherten Token nicht an. Verbinde ${crm} neu und sende dann erneut.`);
    }
    const lead = await this.log.findLead(leadId, manager);
    const person = lead && lead.status !== 'erased' ? await this.log.findPersonal(leadId, manager) : null;
    // erased in the meantime: nothing of the person goes anywhere (and no error text about them)
    if (!lead || !person) return this.syncs.stop(manager, sync.id, message.id, null);
    const event = await this.events.findById(lead.eventId, manager);
    if (!event) return this.syncs.stop(manager, sync.id, message.id, null);
    const captured = (await this.log.streamOf(leadId, manager)).find((fact) => fact.type === 'LeadCaptured');
    const consentText = captured && 'consentText' in captured.data ? captured.data.consentText : null;

    const payload = buildCrmContact({
      provider,
      fieldMap: connection.fieldMap,
      event: { name: event.name, customField1: event.customField1, customField2: event.customField2 },
      lead: { rating: lead.rating, tags: lead.tags, createdAt: lead.createdAt, confirmedAt: lead.confirmedAt },
      person: { email: person.email, name: person.name, customField1: person.customField1, customField2: person.customField2 },
      consentText,
      timeZone: this.timeZone,
    });
    const remote = await this.apis.sync(provider, credentials.token, connection.accountRef, payload, sync.remoteId === null, this.clock.now());
    await this.syncs.recordSent(manager, sync.id, message.id, remote, message.attempts + 1);
  }

  private async recordFailedAttempt(manager: EntityManager, message: OutboxMessage, failure: OutboxAttemptFailure): Promise<void> {
    const { error } = failure;
    const provider = String(message.payload.provider);
    if (!isCrmProvider(provider)) return;
    const sync = await this.syncs.findOfLead(manager, String(message.payload.leadId), provider);
    if (!sync || sync.outboxMessageId !== message.id) return;
    const known = error instanceof CrmTemporaryError || error instanceof CrmUnauthorizedError || error instanceof CrmRejectedError;
    await this.syncs.recordFailure(manager, sync.id, message.id, {
      final: failure.final,
      attempts: failure.attempts,
      // anything else is ours (a database error): no detail for the organiser
      error: known ? error.message : `Interner Fehler beim Senden an ${CRM_NAMES[provider]}.`,
    });
    if (error instanceof CrmUnauthorizedError && sync.connectionId) {
      await this.connections.markUnauthorized(manager, sync.connectionId, this.refusedReason(provider, error.statusCode, new Date()));
    }
  }

  private refusedReason(provider: CrmProvider, statusCode: number, at: Date): string {
    const crm = CRM_NAMES[provider];
    const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: this.timeZone }).format(at);
    return `Am ${when} Uhr hat ${crm} den Token abgelehnt (HTTP ${statusCode}). Bis du ${crm} mit einem gültigen Token neu verbindest, werden keine Leads übertragen.`;
  }

  private unreadableToken(provider: CrmProvider): string {
    const crm = CRM_NAMES[provider];
    return `Der gespeicherte Token lässt sich nicht mehr lesen (der Sitzungsschlüssel des Servers wurde geändert). Verbinde ${crm} mit einem neuen Token.`;
  }
}
