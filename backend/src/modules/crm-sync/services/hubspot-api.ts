import { Client } from '@hubspot/api-client';
import { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes';
import { PropertyCreateFieldTypeEnum, PropertyCreateTypeEnum } from '@hubspot/api-client/lib/codegen/crm/properties';
import { withTimeout } from '../../../common/time/with-timeout';
import type { CrmContactPayload } from '../domain/crm-payload';
import { crmErrorOf, crmUnreachable, type CrmCallError } from '../domain/crm-retry';
import { crmRecordUrl } from '../domain/crm-providers';
import { HUBSPOT_CUSTOM_PROPERTIES, HUBSPOT_PROPERTY_GROUP } from '../domain/field-map';

/** HubSpot's association type 'note to contact' (HUBSPOT_DEFINED). */
const NOTE_TO_CONTACT = 202;
/** No call waits longer: the delivery holds a database connection meanwhile. */
export const CRM_CALL_TIMEOUT_MS = 15_000;

/** What a failed call of the HubSpot client says: its status, body and headers (ApiException), or no answer. */
interface HubSpotException {
  code?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') return (body as { message: string }).message;
  if (typeof body === 'string') {
    try {
      return messageOf(JSON.parse(body));
    } catch {
      return body.slice(0, 300) || null;
    }
  }
  return null;
}

/** A thrown HubSpot call as the delivery's error: an answer by its status, none as unreachable. */
export function hubspotFailure(error: unknown): CrmCallError {
  const failed = error as HubSpotException;
  if (typeof failed?.code === 'number' && failed.code >= 100) {
    return crmErrorOf('hubspot', failed.code, messageOf(failed.body), failed.headers?.['retry-after'] ?? null);
  }
  return crmUnreachable('hubspot');
}

/** A CRM call that takes longer than CRM_CALL_TIMEOUT_MS is given up (the outbox retries it). */
const withinCallTime = <T>(work: Promise<T>): Promise<T> => withTimeout(work, CRM_CALL_TIMEOUT_MS);

/**
 * HubSpot through its official client, with a private app's access token. The client retries
 * nothing (numberOfApiCallRetries 0): the outbox retries by our policy, honouring Retry-After.
 */
export class HubSpotApi {
  private readonly client: Client;

  constructor(basePath: string, accessToken: string) {
    this.client = new Client({ accessToken, basePath, numberOfApiCallRetries: 0 });
  }

  /** The token's portal (GET /account-info/v3/details): throws the call's error. */
  async accountDetails(): Promise<{ portalId: string; uiDomain: unknown }> {
    let response: Awaited<ReturnType<Client['apiRequest']>>;
    try {
      response = await withinCallTime(this.client.apiRequest({ method: 'GET', path: '/account-info/v3/details' }));
    } catch {
      throw crmUnreachable('hubspot');
    }
    const text = await response.text();
    if (!response.ok) throw crmErrorOf('hubspot', response.status, messageOf(text), response.headers.get('retry-after'));
    const body = JSON.parse(text) as { portalId?: number | string; uiDomain?: unknown };
    if (body.portalId === undefined) throw crmUnreachable('hubspot');
    return { portalId: String(body.portalId), uiDomain: body.uiDomain };
  }

  /** The group `fairleads` and its properties on contacts; what exists already (409) is fine. */
  async ensureCustomProperties(): Promise<void> {
    await this.tolerateConflict(() => this.client.crm.properties.groupsApi.create('contacts', { name: HUBSPOT_PROPERTY_GROUP.name, label: HUBSPOT_PROPERTY_GROUP.label }));
    for (const property of HUBSPOT_CUSTOM_PROPERTIES) {
      await this.tolerateConflict(() =>
        this.client.crm.properties.coreApi.create('contacts', {
          name: property.name,
          label: property.label,
          groupName: HUBSPOT_PROPERTY_GROUP.name,
          type: PropertyCreateTypeEnum.String,
          fieldType: PropertyCreateFieldTypeEnum.Text,
        }),
      );
    }
  }

  /**
   * Upserts the contact by e-mail (batch upsert, idProperty email) and, the first time
   * (`firstTime`), adds the note with the consent, associated to the contact.
   */
  async syncContact(accountRef: string, payload: CrmContactPayload, firstTime: boolean, now: Date): Promise<{ remoteId: string; remoteUrl: string }> {
    const properties: Record<string, string> = { ...payload.properties, email: payload.email };
    if (payload.firstName) properties.firstname = payload.firstName;
    if (payload.lastName) properties.lastname = payload.lastName;
    let contactId: string;
    try {
      const answer = await withinCallTime(this.client.crm.contacts.batchApi.upsert({ inputs: [{ id: payload.email, idProperty: 'email', properties }] }));
      const errors = (answer as { errors?: { message?: string }[] }).errors;
      if (!answer.results.length) throw { code: 400, body: { message: errors?.[0]?.message ?? 'Der Kontakt wurde nicht angelegt.' } };
      contactId = answer.results[0].id;
    } catch (error) {
      throw hubspotFailure(error);
    }
    if (firstTime) {
      try {
        await withinCallTime(
          this.client.crm.objects.notes.basicApi.create({
            properties: { hs_timestamp: now.toISOString(), hs_note_body: payload.noteHtml },
            associations: [{ to: { id: contactId }, types: [{ associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined, associationTypeId: NOTE_TO_CONTACT }] }],
          }),
        );
      } catch (error) {
        throw hubspotFailure(error);
      }
    }
    return { remoteId: contactId, remoteUrl: crmRecordUrl('hubspot', accountRef, contactId) };
  }

  private async tolerateConflict(call: () => Promise<unknown>): Promise<void> {
    try {
      await withinCallTime(call());
    } catch (error) {
      if ((error as HubSpotException)?.code === 409) return;
      throw hubspotFailure(error);
    }
  }
}
