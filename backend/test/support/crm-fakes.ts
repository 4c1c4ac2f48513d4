import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Local stand-ins for HubSpot's and Pipedrive's APIs (HUBSPOT_API_URL, PIPEDRIVE_API_URL point
 * the server at them), answering the calls FairLeads makes with the status codes, headers and
 * bodies the real APIs send (their documented shapes: HubSpot's `{status: 'error', message,
 * correlationId, category}`, Pipedrive's `{success: false, error, errorCode, error_info}`). Plain
 * node:http, no Nest: a Playwright test can start them too. Each records every call and keeps
 * what it was given (contacts, notes, persons, leads), so a test can look.
 */

export interface CrmCall {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** When the request arrived (Date.now()): the bench times confirmation → CRM call with it. */
  receivedAt: number;
}

/** A scripted answer for the next call(s): a status, a Retry-After, a body of the CRM's shape. */
export interface ScriptedAnswer {
  status: number;
  retryAfter?: number;
  body?: unknown;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = (call: CrmCall) => Answer | null;

/** What both fakes share: the server, the record of calls, the valid tokens and the script. */
abstract class CrmFake {
  readonly calls: CrmCall[] = [];
  /** Tokens the fake accepts; any other is refused with the CRM's 401. */
  readonly tokens = new Set<string>();
  private readonly script: { answer: ScriptedAnswer; path?: RegExp }[] = [];
  private readonly holds: { path: RegExp; released: Promise<void> }[] = [];
  private server: Server | null = null;
  port = 0;

  constructor(token: string) {
    this.tokens.add(token);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The next `times` calls (whose path matches `path`, if given) get this answer instead. */
  failNext(times: number, answer: ScriptedAnswer, path?: RegExp): void {
    for (let i = 0; i < times; i += 1) this.script.push({ answer, path });
  }

  /**
   * The next call whose path matches `path` is recorded but not answered until the returned
   * function is called (a browser test sees the delivery wait). Keep it under the server's
   * 15 s call timeout.
   */
  holdNext(path: RegExp): () => void {
    let release!: () => void;
    this.holds.push({ path, released: new Promise<void>((resolve) => (release = resolve)) });
    return release;
  }

  /** Calls to paths matching `pattern` (and `method`). */
  callsTo(pattern: RegExp, method?: string): CrmCall[] {
    return this.calls.filter((call) => pattern.test(call.path) && (!method || call.method === method));
  }

  /** Listens on 127.0.0.1, on `port` when given (a browser test's server is told it in advance), else on a free one. */
  async start(port = 0): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  protected abstract tokenOf(call: CrmCall): string | null;
  protected abstract unauthorized(): Answer;
  protected abstract scriptedBody(answer: ScriptedAnswer): unknown;
  protected abstract route(call: CrmCall): Answer | null;
  protected abstract notFound(call: CrmCall): Answer;

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {}
    const url = new URL(req.url ?? '/', 'http://fake');
    const call: CrmCall = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body, receivedAt };
    this.calls.push(call);
    const held = this.holds.findIndex((hold) => hold.path.test(call.path));
    if (held >= 0) await this.holds.splice(held, 1)[0].released;
    const answer = this.answerTo(call);
    const headers: Record<string, string> = { 'content-type': 'application/json;charset=utf-8', ...answer.headers };
    res.writeHead(answer.status, headers);
    res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  }

  private answerTo(call: CrmCall): Answer {
    const token = this.tokenOf(call);
    if (!token || !this.tokens.has(token)) return this.unauthorized();
    const scripted = this.script.findIndex((entry) => !entry.path || entry.path.test(call.path));
    if (scripted >= 0) {
      const [{ answer }] = this.script.splice(scripted, 1);
      return {
        status: answer.status,
        body: answer.body ?? this.scriptedBody(answer),
        headers: answer.retryAfter !== undefined ? { 'retry-after': String(answer.retryAfter) } : {},
      };
    }
    return this.route(call) ?? this.notFound(call);
  }
}

const now = () => new Date().toISOString();

/** HubSpot's contact properties that exist in every portal (the ones FairLeads may map to by default). */
const HUBSPOT_DEFAULT_PROPERTIES = new Set(['email', 'firstname', 'lastname', 'company', 'phone', 'jobtitle', 'website', 'city', 'mobilephone']);

export interface HubSpotContact {
  id: string;
  properties: Record<string, string>;
}

/** HubSpot: a private app's token as Bearer; portal, property groups and properties, contacts, notes. */
export class HubSpotFake extends CrmFake {
  readonly portalId: number;
  readonly groups = new Set<string>();
  readonly properties = new Map<string, { name: string; label: string; groupName: string; type: string; fieldType: string }>();
  readonly contacts = new Map<string, HubSpotContact>();
  readonly notes: { id: string; properties: Record<string, string>; contactIds: string[] }[] = [];
  private nextId = 1000;

  constructor(token = 'pat-eu1-valid-token', portalId = 4242_0000 + Math.floor(Math.random() * 10_000)) {
    super(token);
    this.portalId = portalId;
  }

  contactByEmail(email: string): HubSpotContact | undefined {
    return [...this.contacts.values()].find((contact) => contact.properties.email === email.toLowerCase());
  }

  notesOf(contactId: string) {
    return this.notes.filter((note) => note.contactIds.includes(contactId));
  }

  protected tokenOf(call: CrmCall): string | null {
    const auth = call.headers.authorization;
    return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : null;
  }

  protected unauthorized(): Answer {
    return {
      status: 401,
      body: {
        status: 'error',
        message:
          'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
        correlationId: randomUUID(),
        category: 'INVALID_AUTHENTICATION',
      },
    };
  }

  protected scriptedBody(answer: ScriptedAnswer): unknown {
    if (answer.status === 429) {
      return { status: 'error', message: 'You have reached your secondly limit.', errorType: 'RATE_LIMIT', correlationId: randomUUID(), policyName: 'SECONDLY' };
    }
    if (answer.status >= 500) return { status: 'error', message: 'internal error', correlationId: randomUUID(), category: 'INTERNAL_ERROR' };
    return { status: 'error', message: 'Property values were not valid', correlationId: randomUUID(), category: 'VALIDATION_ERROR' };
  }

  protected notFound(call: CrmCall): Answer {
    return { status: 404, body: { status: 'error', message: `resource not found: ${call.method} ${call.path}`, correlationId: randomUUID(), category: 'OBJECT_NOT_FOUND' } };
  }

  private conflict(message: string): Answer {
    return { status: 409, body: { status: 'error', message, correlationId: randomUUID(), category: 'OBJECT_ALREADY_EXISTS' } };
  }

  protected route(call: CrmCall): Answer | null {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const routes: Record<string, Route> = {
      'GET /account-info/v3/details': () => ({
        status: 200,
        body: { portalId: this.portalId, accountType: 'STANDARD', timeZone: 'Europe/Berlin', companyCurrency: 'EUR', additionalCurrencies: [], utcOffset: '+01:00', utcOffsetMilliseconds: 3_600_000, uiDomain: 'app-eu1.hubspot.com', dataHostingLocation: 'eu1' },
      }),
      'POST /crm/v3/properties/contacts/groups': () => {
        const name = String(body.name);
        if (this.groups.has(name)) return this.conflict(`A property group named '${name}' already exists.`);
        this.groups.add(name);
        return { status: 201, body: { name, label: body.label, displayOrder: -1, archived: false } };
      },
      'POST /crm/v3/properties/contacts': () => {
        const name = String(body.name);
        if (this.properties.has(name)) return this.conflict(`Property named '${name}' already exists.`);
        if (!this.groups.has(String(body.groupName))) {
          return { status: 400, body: { status: 'error', message: `group ${body.groupName} does not exist`, correlationId: randomUUID(), category: 'VALIDATION_ERROR' } };
        }
        this.properties.set(name, { name, label: String(body.label), groupName: String(body.groupName), type: String(body.type), fieldType: String(body.fieldType) });
        return { status: 201, body: { name, label: body.label, type: body.type, fieldType: body.fieldType, groupName: body.groupName, createdAt: now(), updatedAt: now(), archived: false, options: [] } };
      },
      'POST /crm/v3/objects/contacts/batch/upsert': () => this.upsert(body),
      'POST /crm/v3/objects/notes': () => {
        const associations = (body.associations ?? []) as { to: { id: string }; types: { associationTypeId: number }[] }[];
        const note = { id: String((this.nextId += 1)), properties: body.properties as Record<string, string>, contactIds: associations.filter((a) => a.types.some((t) => t.associationTypeId === 202)).map((a) => a.to.id) };
        this.notes.push(note);
        return { status: 201, body: { id: note.id, properties: note.properties, createdAt: now(), updatedAt: now(), archived: false } };
      },
    };
    return routes[`${call.method} ${call.path}`]?.(call) ?? null;
  }

  private upsert(body: Record<string, unknown>): Answer {
    const inputs = (body.inputs ?? []) as { id: string; idProperty: string; properties: Record<string, string> }[];
    const invalid = inputs.flatMap((input) => Object.keys(input.properties).filter((name) => !HUBSPOT_DEFAULT_PROPERTIES.has(name) && !this.properties.has(name)));
    if (invalid.length) {
      const details = invalid.map((name) => ({ isValid: false, message: `Property "${name}" does not exist`, error: 'PROPERTY_DOESNT_EXIST', name }));
      return { status: 400, body: { status: 'error', message: `Property values were not valid: ${JSON.stringify(details)}`, correlationId: randomUUID(), category: 'VALIDATION_ERROR' } };
    }
    const results = inputs.map((input) => {
      const email = input.id.toLowerCase();
      let contact = this.contactByEmail(email);
      const created = !contact;
      if (!contact) {
        contact = { id: String((this.nextId += 1)), properties: { email } };
        this.contacts.set(contact.id, contact);
      }
      Object.assign(contact.properties, input.properties, { email });
      return { id: contact.id, properties: contact.properties, createdAt: now(), updatedAt: now(), archived: false, new: created };
    });
    return { status: 200, body: { status: 'COMPLETE', results, startedAt: now(), completedAt: now() } };
  }
}

export interface PipedrivePerson {
  id: number;
  name: string;
  emails: string[];
  fields: Record<string, unknown>;
}

/** Pipedrive: the API token as x-api-token (or api_token); the user, persons, organisations, leads, notes. */
export class PipedriveFake extends CrmFake {
  readonly companyDomain: string;
  readonly persons = new Map<number, PipedrivePerson>();
  readonly organizations = new Map<number, string>();
  readonly leads: { id: string; title: string; person_id: number }[] = [];
  readonly notes: { id: number; content: string; lead_id: string }[] = [];
  private nextId = 100;

  constructor(token = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0', companyDomain = `muster-${Math.floor(Math.random() * 1e6)}`) {
    super(token);
    this.companyDomain = companyDomain;
  }

  personByEmail(email: string): PipedrivePerson | undefined {
    return [...this.persons.values()].find((person) => person.emails.includes(email.toLowerCase()));
  }

  protected tokenOf(call: CrmCall): string | null {
    const header = call.headers['x-api-token'];
    return (typeof header === 'string' ? header : null) ?? call.query.api_token ?? null;
  }

  protected unauthorized(): Answer {
    return { status: 401, body: { success: false, error: 'unauthorized access', errorCode: 401, error_info: 'Please check developers.pipedrive.com for more information about Pipedrive API.' } };
  }

  protected scriptedBody(answer: ScriptedAnswer): unknown {
    if (answer.status === 429) return { success: false, error: 'Request over limit', errorCode: 429, error_info: 'Please check developers.pipedrive.com for more information about Pipedrive API.' };
    if (answer.status >= 500) return { success: false, error: 'Internal server error', errorCode: answer.status };
    return { success: false, error: 'Validation failed: name: Name must be given', errorCode: answer.status, error_info: 'Please check developers.pipedrive.com for more information about Pipedrive API.' };
  }

  protected notFound(call: CrmCall): Answer {
    return { status: 404, body: { success: false, error: `Unknown method: ${call.method} ${call.path}`, errorCode: 404 } };
  }

  private ok(data: unknown, status = 200, more: Record<string, unknown> = {}): Answer {
    return { status, body: { success: true, data, ...more } };
  }

  protected route(call: CrmCall): Answer | null {
    const body = (call.body ?? {}) as Record<string, unknown>;
    const key = `${call.method} ${call.path.replace(/\/\d+$/, '/:id')}`;
    const id = Number(/\/(\d+)$/.exec(call.path)?.[1]);
    const search = (items: { id: number; name: string }[], type: string) =>
      this.ok({ items: items.map((item) => ({ result_score: 1, item: { ...item, type } })) }, 200, {
        additional_data: { pagination: { start: 0, limit: 100, more_items_in_collection: false } },
      });
    const routes: Record<string, Route> = {
      'GET /v1/users/me': () => this.ok({ id: 1, name: 'Max Muster', email: 'max@muster.example', company_id: 7, company_name: 'Muster GmbH', company_domain: this.companyDomain }),
      'GET /v1/persons/search': () => {
        const term = (call.query.term ?? '').toLowerCase();
        const found = [...this.persons.values()].filter((person) => person.emails.includes(term));
        return search(
          found.map((person) => ({ id: person.id, name: person.name, emails: person.emails })),
          'person',
        );
      },
      'POST /v1/persons': () => {
        if (!body.name) return { status: 400, body: this.scriptedBody({ status: 400 }) };
        const emails = ((body.email ?? []) as { value: string }[]).map((entry) => entry.value.toLowerCase());
        const { name, email: _email, ...fields } = body;
        const person = { id: (this.nextId += 1), name: String(name), emails, fields };
        this.persons.set(person.id, person);
        return this.ok({ id: person.id, name: person.name }, 201);
      },
      'PUT /v1/persons/:id': () => {
        const person = this.persons.get(id);
        if (!person) return this.notFound(call);
        const { name, email: _email, ...fields } = body;
        if (name) person.name = String(name);
        Object.assign(person.fields, fields);
        return this.ok({ id: person.id, name: person.name });
      },
      'GET /v1/organizations/search': () => {
        const term = call.query.term ?? '';
        return search(
          [...this.organizations].filter(([, name]) => name === term).map(([orgId, name]) => ({ id: orgId, name })),
          'organization',
        );
      },
      'POST /v1/organizations': () => {
        const orgId = (this.nextId += 1);
        this.organizations.set(orgId, String(body.name));
        return this.ok({ id: orgId, name: body.name }, 201);
      },
      'POST /v1/leads': () => {
        if (!this.persons.has(Number(body.person_id))) return { status: 400, body: { success: false, error: 'Person not found', errorCode: 400 } };
        const lead = { id: randomUUID(), title: String(body.title), person_id: Number(body.person_id) };
        this.leads.push(lead);
        return this.ok(lead, 201);
      },
      'POST /v1/notes': () => {
        const note = { id: (this.nextId += 1), content: String(body.content), lead_id: String(body.lead_id) };
        this.notes.push(note);
        return this.ok(note, 201);
      },
    };
    return routes[key]?.(call) ?? null;
  }
}

/** A HubSpot stand-in on 127.0.0.1, on `port` or a free one (HUBSPOT_API_URL = its `url`). */
export function startHubSpotFake(token?: string, port?: number): Promise<HubSpotFake> {
  return new HubSpotFake(token).start(port);
}

/** A Pipedrive stand-in on 127.0.0.1, on `port` or a free one (PIPEDRIVE_API_URL = its `url`). */
export function startPipedriveFake(token?: string, port?: number): Promise<PipedriveFake> {
  return new PipedriveFake(token).start(port);
}
