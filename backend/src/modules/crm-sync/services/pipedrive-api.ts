import type { CrmContactPayload } from '../domain/crm-payload';
import { crmErrorOf, crmUnreachable } from '../domain/crm-retry';
import { crmRecordUrl } from '../domain/crm-providers';
import { CRM_CALL_TIMEOUT_MS } from './hubspot-api';

/** Pipedrive's answers: `{success, data}`, or `{success: false, error, errorCode}`. */
interface PipedriveAnswer<T> {
  success: boolean;
  data: T;
  error?: string;
  error_info?: string;
}

/** The person's own fields; every other mapped property is a custom field's key on the person. */
const ORG_NAME = 'org_name';

/**
 * Pipedrive's REST API (v1) with fetch and an API token in the `x-api-token` header. Each call
 * throws the delivery's error (crm-retry.ts): 429 with Retry-After, 5xx, 401/403, a refusal.
 */
export class PipedriveApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** The token's user and company (GET /v1/users/me): company_domain makes the record links. */
  async me(): Promise<{ companyName: string; companyDomain: string }> {
    const me = await this.call<{ company_name?: string; company_domain?: string }>('GET', '/v1/users/me');
    if (!me.company_domain) throw crmUnreachable('pipedrive');
    return { companyName: me.company_name || me.company_domain, companyDomain: me.company_domain };
  }

  /**
   * Finds the person by e-mail (exact) and updates it, or creates it; the first time
   * (`firstTime`) also a lead '<event>: <name>' for the person and the note on that lead.
   */
  async syncPerson(companyDomain: string, payload: CrmContactPayload, firstTime: boolean): Promise<{ remoteId: string; remoteUrl: string }> {
    const fields: Record<string, unknown> = {};
    for (const [property, value] of Object.entries(payload.properties)) {
      if (property === ORG_NAME) {
        if (value) fields.org_id = await this.organisationId(value);
      } else fields[property] = value;
    }
    const found = await this.call<{ items: { item: { id: number } }[] }>(
      'GET',
      `/v1/persons/search?${new URLSearchParams({ term: payload.email, fields: 'email', exact_match: 'true', limit: '1' })}`,
    );
    const existing = found?.items?.[0]?.item?.id;
    let personId: number;
    if (existing !== undefined) {
      if (payload.name) fields.name = payload.name;
      await this.call('PUT', `/v1/persons/${existing}`, fields);
      personId = existing;
    } else {
      const created = await this.call<{ id: number }>('POST', '/v1/persons', {
        ...fields,
        name: payload.name ?? payload.email,
        email: [{ value: payload.email, primary: true, label: 'work' }],
      });
      personId = created.id;
    }
    if (firstTime) {
      const lead = await this.call<{ id: string }>('POST', '/v1/leads', { title: payload.leadTitle, person_id: personId });
      await this.call('POST', '/v1/notes', { content: payload.noteHtml, lead_id: lead.id });
    }
    return { remoteId: String(personId), remoteUrl: crmRecordUrl('pipedrive', companyDomain, String(personId)) };
  }

  /** The organisation of that name (exact), made when there is none. */
  private async organisationId(name: string): Promise<number> {
    const found = await this.call<{ items: { item: { id: number } }[] }>(
      'GET',
      `/v1/organizations/search?${new URLSearchParams({ term: name, fields: 'name', exact_match: 'true', limit: '1' })}`,
    );
    const existing = found?.items?.[0]?.item?.id;
    if (existing !== undefined) return existing;
    return (await this.call<{ id: number }>('POST', '/v1/organizations', { name })).id;
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { 'x-api-token': this.token, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CRM_CALL_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch {
      throw crmUnreachable('pipedrive');
    }
    const parsed = (await response.json().catch(() => null)) as PipedriveAnswer<T> | null;
    if (response.ok && parsed?.success) return parsed.data;
    // a 2xx that is no answer of the API (a proxy's page): not the CRM's word on the data
    if (response.ok && !parsed) throw crmUnreachable('pipedrive');
    throw crmErrorOf('pipedrive', response.ok ? 400 : response.status, parsed?.error ?? null, response.headers.get('retry-after'));
  }
}
