import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { CURRENT_AVV_VERSION } from '../src/modules/identity/services/account-settings.service';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithFakeStripe } from './support/fake-stripe';
import { errorContractViolation } from './support/german-message';
import { nextIp, TestClient } from './support/test-app';
import { signInAsPlatformAdmin } from './support/second-factor';

/*
 * The fuzz suite: every operation of the OpenAPI document (and the Stripe webhook, which the
 * document leaves out) gets generated bad input over HTTP: each body property with wrong types,
 * missing required fields, a 50 kB text, NUL and lone surrogates, prototype keys, arrays for
 * objects, deep nesting, bad bytes, and hostile path and query values. Every answer must be below
 * 500, and every 4xx the German `{statusCode, code, message}` of the API (support/german-message.ts). Deterministic (a seeded
 * generator; FUZZ_SEED picks another seed) and bounded, so that it runs in `make test`.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 12);
const ADMIN_EMAIL = 'admin-fuzz@fairleads.example';
const ADMIN_PASSWORD = 'admin-geheim-123';
/** The body limit is 100 kB: the huge text and the deep bodies stay under it, so the parser has to deal with them. */
const HUGE_TEXT = 'x'.repeat(50_000);
/** Longer than any id or slug, under Node's 16 kB limit for the request head. */
const LONG_SEGMENT = 'x'.repeat(8_000);
const DEPTH = 50_000;
/** Cases a secondary caller (not the route's own) gets, picked by the seeded generator. */
const SAMPLES_PER_OTHER_CALLER = 2;
const WEBHOOK = '/api/webhooks/stripe';

type Caller = 'anonymous' | 'organiser' | 'admin';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: Method;
  /** OpenAPI template, e.g. /api/events/{id}. */
  path: string;
  parameters: Parameter[];
  /** The body's object schema; for a list body (`bodyIsList`) the schema of its items. */
  body?: Schema;
  /** The body is a bare array of `body` objects (PUT /api/events/{id}/follow-ups): each case sends its object as the list's one item. */
  bodyIsList?: boolean;
}

interface FuzzCase {
  label: string;
  /** Raw, already encoded path segments by parameter name. */
  pathValues: Record<string, string>;
  /** Raw, already encoded query string without '?'. */
  query: string;
  body?: string | Buffer;
}

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Characters that break naive text handling: controls, bidi overrides, zero width, combining marks, astral symbols. */
const AWKWARD_CHARACTERS = ['\u0001', '\u001f', '\u007f', '\u00ad', '\u0301', '\u200b', '\u200d', '\u202e', '\u2028', '\ufeff', '\uffff', '😀', '𝕏', 'ß', 'ä', '"', '\\', '<', '%', '{{', '}}'];

/** Placeholder for a raw JSON fragment inside a body built with JSON.stringify. */
const RAW = '\u0001raw\u0001';

describe('fuzz: every operation of the OpenAPI document with generated bad input', () => {
  const suite = apiWithFakeStripe({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  afterAll(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  const random = seededRandom(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  /** A well-formed version 4 uuid from the seeded generator. */
  const uuid = () =>
    'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(random() * 16).toString(16));
  let counter = 0;
  const unique = () => `${SEED}-${(counter += 1)}`;

  const clients = {} as Record<Caller, TestClient>;
  /** The organiser's own things, another organiser's, and things the admin may delete. */
  const ids = {} as {
    account: NewAccount;
    ownEvent: EventJson;
    ownLead: string;
    otherUser: string;
    otherEvent: EventJson;
    otherLead: string;
    doomedUser: string;
    doomedEvent: string;
  };

  async function signedInOrganiser(): Promise<{ client: TestClient; account: NewAccount; userId: string; event: EventJson }> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    const login = await client.post('/api/auth/login', account).expect(200);
    return { client, account, userId: login.body.user.id, event: await createEvent(client) };
  }

  /** A pending lead (the events have double opt-in), so that a resend reaches the real check. */
  async function leadOn(account: NewAccount, event: EventJson): Promise<string> {
    await suite.t
      .client()
      .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email: `besuch-${unique()}@example.com`, consent: true, formToken: formToken(suite.t, event.id) })
      .expect(201);
    const [{ id }] = await suite.t.dataSource.query('SELECT id FROM leads WHERE event_id = $1', [event.id]);
    return id;
  }

  beforeAll(async () => {
    const own = await signedInOrganiser();
    const other = await signedInOrganiser();
    // the admin deletes these: an account of its own, and a second event of the other organiser
    const doomedAccount = await registerAndVerify(suite.t.client(), suite.sink);
    const [{ id: doomedUser }] = await suite.t.dataSource.query('SELECT id FROM users WHERE email = $1', [doomedAccount.email]);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 1 WHERE id IN (SELECT account_id FROM account_members WHERE user_id = $1 AND role = 'owner')`, [other.userId]);
    const doomedEvent = await createEvent(other.client);
    clients.organiser = own.client;
    clients.anonymous = suite.t.client();
    clients.admin = suite.t.client();
    await signInAsPlatformAdmin(suite.t, clients.admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    Object.assign(ids, {
      account: own.account,
      ownEvent: own.event,
      ownLead: await leadOn(own.account, own.event),
      otherUser: other.userId,
      otherEvent: other.event,
      otherLead: await leadOn(other.account, other.event),
      doomedUser,
      doomedEvent: doomedEvent.id,
    });
    await Promise.all(Object.values(clients).map((client) => client.ensureXsrf()));
  });

  // ---- the document

  function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema | undefined {
    return schema?.$ref ? components[schema.$ref.split('/').pop()!] : schema;
  }

  async function operations(): Promise<{ operations: Operation[]; components: Record<string, Schema> }> {
    const res = await clients.anonymous.get('/api/docs-json').expect(200);
    const components: Record<string, Schema> = res.body.components?.schemas ?? {};
    const found: Operation[] = [];
    for (const [path, methods] of Object.entries(res.body.paths as Record<string, Record<string, unknown>>)) {
      for (const [method, spec] of Object.entries(methods as Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>)) {
        const body = resolve(spec.requestBody?.content?.['application/json']?.schema, components);
        const bodyIsList = body?.type === 'array';
        found.push({ method: method as Method, path, parameters: spec.parameters ?? [], body: bodyIsList ? resolve(body.items, components) : body, bodyIsList });
      }
    }
    // left out of the document (only Stripe calls it), but just as exposed
    found.push({ method: 'post', path: WEBHOOK, parameters: [] });
    return { operations: found, components };
  }

  // ---- valid-looking values, so that each case breaks one thing

  /** Values the schema cannot express: a form token, the one accepted price, the current AVV. */
  const hints: Record<string, () => unknown> = {
    formToken: () => formToken(suite.t, ids.ownEvent.id),
    amount: () => PRICE_PER_CREDIT_CENTS,
    document_version: () => CURRENT_AVV_VERSION,
  };

  function sample(schema: Schema | undefined, components: Record<string, Schema>, name = ''): unknown {
    const resolved = resolve(schema, components) ?? {};
    if (hints[name]) return hints[name]();
    if (resolved.enum) return resolved.enum[0];
    if (resolved.example !== undefined) return resolved.example;
    if (resolved.properties) {
      const required = new Set(resolved.required ?? []);
      return Object.fromEntries(
        Object.entries(resolved.properties)
          .filter(([key]) => required.has(key) || key in hints)
          .map(([key, property]) => [key, sample(property, components, key)]),
      );
    }
    switch (resolved.type) {
      case 'number':
      case 'integer':
        return resolved.minimum ?? 1;
      case 'boolean':
        return true;
      case 'array':
        return [sample(resolved.items, components)];
      case 'object':
        return {};
      default:
        return resolved.format === 'email' ? `fuzz-${unique()}@example.com` : 'beispiel'.padEnd(resolved.minLength ?? 0, 'x');
    }
  }

  /** Values of every other type than the property's own. */
  function wrongTypes(schema: Schema): [string, unknown][] {
    const type = schema.$ref || schema.properties ? 'object' : schema.type;
    const all: [string, string, unknown][] = [
      ['number', 'a number', 42],
      ['number', 'a fraction', -1.5],
      ['boolean', 'a boolean', false],
      ['string', 'a text', 'beispiel'],
      ['object', 'an object', { wert: 1 }],
      ['array', 'an array of objects', [{}]],
      ['null', 'null', null],
    ];
    const own = type === 'integer' ? 'number' : type;
    return all.filter(([kind]) => kind !== own).map(([, label, value]) => [label, value]);
  }

  function awkwardText(): string {
    return Array.from({ length: 12 }, () => pick(AWKWARD_CHARACTERS)).join('');
  }

  /** Texts that are valid JSON but hostile: huge, NUL, lone surrogate halves, awkward characters. */
  function hostileTexts(): [string, unknown][] {
    return [
      ['a 50 kB text', HUGE_TEXT],
      ['a text with NUL', 'a\u0000b'],
      ['a lone high surrogate', '\ud800'],
      ['a lone low surrogate', 'x\udc00'],
      ['awkward characters', awkwardText()],
    ];
  }

  /** Raw JSON values that JSON.stringify cannot build. */
  const PROTOTYPE_OBJECT = '{"__proto__":{"polluted":"ja"},"constructor":{"prototype":{"polluted":"ja"}},"prototype":{"polluted":"ja"}}';
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  /** The base body with `value` at a path of properties. */
  function bodyWith(base: unknown, path: string[], value: unknown): string {
    const copy = structuredClone(base) as Record<string, unknown>;
    let target = copy;
    for (const key of path.slice(0, -1)) {
      target[key] = typeof target[key] === 'object' && target[key] !== null ? target[key] : {};
      target = target[key] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = value;
    return JSON.stringify(copy);
  }

  /** The base body with a raw JSON fragment at a path of properties. */
  const bodyWithRaw = (base: unknown, path: string[], raw: string) => bodyWith(base, path, RAW).replace(JSON.stringify(RAW), raw);

  /** Every property path of an object schema, one level into nested objects. */
  function propertyPaths(schema: Schema, components: Record<string, Schema>, prefix: string[] = []): [string[], Schema][] {
    const paths: [string[], Schema][] = [];
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const path = [...prefix, key];
      paths.push([path, property]);
      const nested = resolve(property, components);
      if (nested?.properties && prefix.length === 0) paths.push(...propertyPaths(nested, components, path));
    }
    return paths;
  }

  // ---- cases per operation

  function realPathValue(op: Operation, name: string): string {
    if (name === 'id') {
      if (op.path.startsWith('/api/events/')) return ids.ownEvent.id;
      if (op.path.startsWith('/api/leads/')) return ids.ownLead;
      if (op.path.startsWith('/api/admin/users/')) return op.method === 'delete' ? ids.doomedUser : ids.otherUser;
      if (op.path.startsWith('/api/admin/events/')) return op.method === 'delete' ? ids.doomedEvent : ids.otherEvent.id;
    }
    if (name === 'companySlug') return ids.account.companySlug;
    if (name === 'eventSlug' || (name === 'slug' && op.path.startsWith('/api/form/'))) return ids.ownEvent.slug;
    if (name === 'slug') return 'qr-codes-am-messestand';
    return `token-${unique()}`;
  }

  /** Another organiser's thing where the route is the organiser's: it must look unknown. */
  function foreignPathValue(op: Operation, name: string): string | undefined {
    if (name !== 'id') return undefined;
    if (op.path.startsWith('/api/events/')) return ids.otherEvent.id;
    if (op.path.startsWith('/api/leads/')) return ids.otherLead;
    return undefined;
  }

  function hostilePathValues(op: Operation, name: string): [string, string][] {
    const foreign = foreignPathValue(op, name);
    return [
      ...(foreign ? [['another organiser’s', foreign] as [string, string]] : []),
      ['an unknown uuid', uuid()],
      ['NUL', '%00'],
      ['a NUL inside', `a%00${realPathValue(op, name).slice(0, 8)}`],
      ['a lone surrogate', '%ED%A0%80'],
      ['a broken escape', '%E0%A4%A'],
      ['a bare percent sign', '%'],
      ['an 8 kB value', LONG_SEGMENT],
      ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
      ['a prototype key', '__proto__'],
      ['awkward characters', encodeURIComponent(awkwardText())],
    ];
  }

  function hostileQueryValues(name: string): [string, string][] {
    return [
      ['empty', `${name}=`],
      ['an 8 kB value', `${name}=${LONG_SEGMENT}`],
      ['NUL', `${name}=%00`],
      ['a lone surrogate', `${name}=%ED%A0%80`],
      ['a broken escape', `${name}=%E0%A4%A`],
      ['repeated', `${name}=1&${name}=2`],
      ['bracket syntax', `${name}[a]=1&${name}[]=2`],
      ['a negative number', `${name}=-1`],
      ['a huge number', `${name}=1e309`],
      ['awkward characters', `${name}=${encodeURIComponent(awkwardText())}`],
    ];
  }

  const PROTOTYPE_QUERY = '__proto__=1&__proto__[polluted]=ja&constructor[prototype][polluted]=ja&prototype=1';

  function cases(op: Operation, components: Record<string, Schema>): FuzzCase[] {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(realPathValue(op, p.name))]));
    const queryOf = (overrides: Record<string, string>) =>
      queryParams
        .filter((p) => p.required || p.name in overrides)
        .map((p) => overrides[p.name] ?? `${p.name}=${encodeURIComponent(String(sample(p.schema, components, p.name)))}`)
        .join('&');
    const baseBody = op.body ? sample(op.body, components) : undefined;
    /** A body as the route takes it: the object itself, or a list body's one item. */
    const asSent = (text: string) => (op.bodyIsList ? `[${text}]` : text);
    const base: FuzzCase = { label: 'as documented', pathValues, query: queryOf({}), body: baseBody === undefined ? undefined : asSent(JSON.stringify(baseBody)) };
    const all: FuzzCase[] = [base];

    for (const param of pathParams) {
      for (const [label, value] of hostilePathValues(op, param.name)) {
        all.push({ ...base, label: `path ${param.name}: ${label}`, pathValues: { ...pathValues, [param.name]: value } });
      }
    }
    for (const param of queryParams) {
      for (const [label, raw] of hostileQueryValues(param.name)) all.push({ ...base, label: `query ${param.name}: ${label}`, query: queryOf({ [param.name]: raw }) });
    }
    all.push({ ...base, label: 'query: prototype keys', query: [base.query, PROTOTYPE_QUERY].filter(Boolean).join('&') });

    if (op.body) {
      for (const [path, property] of propertyPaths(op.body, components)) {
        const name = path.join('.');
        const resolved = resolve(property, components) ?? {};
        for (const [label, value] of [...wrongTypes(resolved), ...hostileTexts()]) {
          all.push({ ...base, label: `${name}: ${label}`, body: asSent(bodyWith(baseBody, path, value)) });
        }
        all.push({ ...base, label: `${name}: an object with prototype keys`, body: asSent(bodyWithRaw(baseBody, path, PROTOTYPE_OBJECT)) });
        if (resolved.properties) all.push({ ...base, label: `${name}: an array for the object`, body: asSent(bodyWith(baseBody, path, [sample(resolved, components)])) });
      }
      for (const key of op.body.required ?? []) {
        const { [key]: _missing, ...rest } = baseBody as Record<string, unknown>;
        all.push({ ...base, label: `without ${key}`, body: asSent(JSON.stringify(rest)) });
      }
      const [firstProperty] = Object.keys(op.body.properties ?? {});
      if (firstProperty) {
        all.push({ ...base, label: `${firstProperty}: nested ${DEPTH / 2} deep`, body: asSent(bodyWithRaw(baseBody, [firstProperty], deepArray(DEPTH / 2))) });
      }
    }
    if (op.method !== 'get') {
      const baseText = typeof base.body === 'string' ? base.body : '{}';
      all.push(
        { ...base, label: 'body: {}', body: '{}' },
        { ...base, label: 'body: an array', body: `[${baseText}]` },
        { ...base, label: 'body: a text', body: '"beispiel"' },
        { ...base, label: 'body: null', body: 'null' },
        { ...base, label: 'body: prototype keys', body: baseText === '{}' ? PROTOTYPE_OBJECT : `${PROTOTYPE_OBJECT.slice(0, -1)},${baseText.slice(1)}` },
        { ...base, label: `body: arrays nested ${DEPTH} deep`, body: deepArray(DEPTH) },
        { ...base, label: `body: objects nested ${DEPTH / 4} deep`, body: `${'{"a":'.repeat(DEPTH / 4)}1${'}'.repeat(DEPTH / 4)}` },
        { ...base, label: 'body: cut off', body: baseText.slice(0, -1) },
        { ...base, label: 'body: bytes that are not UTF-8', body: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]) },
      );
    }
    return all;
  }

  // ---- sending and judging

  function urlOf(op: Operation, fuzzCase: FuzzCase): string {
    const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => fuzzCase.pathValues[name]);
    return fuzzCase.query ? `${path}?${fuzzCase.query}` : path;
  }

  /** Like a browser: cookies, the XSRF header on unsafe methods, and a fresh address per request so rate limits do not answer instead. */
  function send(caller: Caller, op: Operation, fuzzCase: FuzzCase) {
    const client = clients[caller];
    const req = client.agent[op.method](urlOf(op, fuzzCase)).set('X-Forwarded-For', nextIp());
    if (op.method === 'get') return req;
    req.set('Origin', process.env.APP_URL!).set('X-XSRF-TOKEN', client.xsrf!);
    if (fuzzCase.body === undefined) return req;
    // garbage for the webhook comes with a forged signature; its case without a body comes without one
    if (op.path === WEBHOOK) req.set('Stripe-Signature', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    return req.set('Content-Type', 'application/json').send(fuzzCase.body);
  }

  /** The input for the report, with long texts cut short. */
  function shown(fuzzCase: FuzzCase): string {
    const body = Buffer.isBuffer(fuzzCase.body) ? `bytes ${fuzzCase.body.toString('hex')}` : fuzzCase.body;
    const short = (text: string) => (text.length > 160 ? `${text.slice(0, 80)}…(${text.length} characters)…${text.slice(-40)}` : text);
    return short(JSON.stringify({ label: fuzzCase.label, query: fuzzCase.query || undefined, body: body === undefined ? undefined : short(body) }));
  }

  it('finds every route the API serves in the document, with its path parameters and body properties', async () => {
    const { operations: documented } = await operations();
    const express = suite.t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
    // the API's catch-all 404, the document's own pages, the visitor pages (HTML, their bad
    // input is tried in visitor-pages.int-spec) and Prometheus' /metrics (metrics.int-spec) are no
    // operations
    const served = express.router.stack.flatMap(({ route }) =>
      route &&
      route.path !== '/api' &&
      route.path !== '/metrics' &&
      !route.path.includes('{*') &&
      !route.path.startsWith('/api/docs') &&
      !route.path.startsWith('/_visitor/')
        ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`)
        : [],
    );
    const listed = documented.map((op) => `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(listed.sort()).toEqual(served.sort());
    const undocumentedParameters = documented.flatMap((op) =>
      [...op.path.matchAll(/\{(\w+)\}/g)].filter(([, name]) => !op.parameters.some((p) => p.in === 'path' && p.name === name)).map(([name]) => `${op.path} ${name}`),
    );
    expect(undocumentedParameters).toEqual([]);
    // without the swagger plugin in jest.config.js the bodies would be documented without properties
    expect(documented.filter((op) => op.body && Object.keys(op.body.properties ?? {}).length === 0).map((op) => `${op.method} ${op.path}`)).toEqual([]);
    expect(documented.filter((op) => op.body).length).toBeGreaterThan(15);
  });

  it(
    'answers every request below 500, and every 4xx in German',
    async () => {
      const started = Date.now();
      const { operations: all, components } = await operations();
      const offences: string[] = [];
      const webhookAnswers = new Set<number>();
      let requests = 0;

      const run = async (caller: Caller, op: Operation, fuzzCase: FuzzCase) => {
        const res = await send(caller, op, fuzzCase);
        requests += 1;
        if (op.path === WEBHOOK) webhookAnswers.add(res.status);
        const problem = errorContractViolation(res);
        if (problem) {
          offences.push(`${op.method.toUpperCase()} ${urlOf(op, fuzzCase).slice(0, 200)} as ${caller}\n  input: ${shown(fuzzCase)}\n  answer: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}\n  problem: ${problem}`);
        }
        return res;
      };

      for (const op of all) {
        const opCases = cases(op, components);
        // the route's own caller gets every case: the admin on admin routes, else whoever gets past the guard
        const probe = await run('anonymous', op, { ...opCases[0], query: '', body: undefined });
        const adminRoute = op.path.startsWith('/api/admin/') && !op.path.startsWith('/api/admin/login');
        const own: Caller = adminRoute ? 'admin' : probe.status === 401 ? 'organiser' : 'anonymous';
        // signing out would end the session that the other callers' cases need
        const others = op.path === '/api/auth/logout' ? [] : (['anonymous', 'organiser', 'admin'] as Caller[]).filter((caller) => caller !== own);
        for (const fuzzCase of opCases) await run(own, op, fuzzCase);
        for (const caller of others) {
          for (let i = 0; i < SAMPLES_PER_OTHER_CALLER; i += 1) await run(caller, op, pick(opCases));
        }
      }

      const seconds = Math.round((Date.now() - started) / 1000);
      console.info(`fuzz: ${all.length} operations, ${requests} requests in ${seconds} s (seed ${SEED})`);
      expect(offences).toEqual([]);
      // garbage with a forged signature is refused, never taken for a Stripe event
      expect([...webhookAnswers]).toEqual([400]);
      // no body or query reached Object.prototype (the app runs in this process)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // a bound on the suite's time as the API grows (about 5,100 requests with the public API and the CRM routes)
      expect(requests).toBeLessThan(6_000);
    },
    150_000,
  );
});
