import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { ACCESS_METADATA, type RouteAccess } from '../src/common/auth/access.decorators';
import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { CURRENT_AVV_VERSION } from '../src/modules/identity/services/account-settings.service';
import { newAccount, NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithFakeStripe } from './support/fake-stripe';
import { errorContractViolation, isGermanMessage } from './support/german-message';
import { nextIp, TestClient } from './support/test-app';
import { signInAsPlatformAdmin } from './support/second-factor';

const ADMIN_EMAIL = 'admin-german-errors@fairleads.example';
const ADMIN_PASSWORD = 'admin-geheim-123';
const MODULES_DIR = resolve(__dirname, '..', 'src', 'modules');
/** Fields a visitor never sees: naming them would tell a bot what the form checks. */
const HIDDEN_FIELDS = ['website', 'formToken'];
/** A filled honeypot may be answered like a success (the support dialog does), so text in it need not be refused. */
const HONEYPOT = 'website';
/** Longer than every MaxLength of a body field, well under the 100 kB body limit. */
const LONG_TEXT = 'x'.repeat(20_000);
/** Longer than every MaxLength of a query field, under Node's 16 kB limit for the request head. */
const LONG_QUERY = 'x'.repeat(8_000);
/** @nestjs/swagger's metadata keys (its DECORATORS constant is not exported). */
const SWAGGER = { properties: 'swagger/apiModelPropertiesArray', parameters: 'swagger/apiParameters' };

type Dto = Type<unknown>;
type Caller = 'anonymous' | 'organiser' | 'admin';

interface DtoRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  source: 'body' | 'query';
  dto: Dto;
  caller: Caller;
}


function isClass(value: unknown): value is Dto {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

/** Every property a DTO validates or documents. */
function propertiesOf(dto: Dto): string[] {
  const validated = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .map((rule) => rule.propertyName);
  const documented = ((Reflect.getMetadata(SWAGGER.properties, dto.prototype) ?? []) as string[]).map((key) => key.replace(/^:/, ''));
  return [...new Set([...validated, ...documented])];
}

/**
 * DTOs that no route takes by themselves: they are validated as a field of another (named beside
 * them), whose wrong values the test sends.
 */
const NESTED_ONLY: Record<string, string> = {
  CrmFieldMapDto: 'UpdateCrmConnectionDto.fieldMap',
  // the items of PUT …/follow-ups, a bare array (its wrong values and types: follow-ups.int-spec.ts)
  FollowUpStepsBody: 'PUT /api/events/{id}/follow-ups',
  FollowUpStepDto: 'FollowUpStepsBody.steps',
  SendWindowDto: 'FollowUpStepDto.sendWindow',
};

/**
 * Every exported class with properties in backend/src/modules/**\/dto/*.ts that a request may
 * carry: answer classes (`*Answer`) document what the API sends, whatever decorators show it.
 */
function findDtoClasses(): Dto[] {
  const files = (readdirSync(MODULES_DIR, { recursive: true }) as string[]).filter((file) => /(^|\/)dto\/[^/]+(?<!\.spec)\.ts$/.test(file));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = files.flatMap((file) => Object.values(require(join(MODULES_DIR, file)) as Record<string, unknown>));
  const requests = exported.filter(isClass).filter((candidate) => !/Answer(Item)?$/.test(candidate.name) && !(candidate.name in NESTED_ONLY));
  return [...new Set(requests.filter((candidate) => propertiesOf(candidate).length > 0))];
}

/** The routes that take a DTO as their body or query, read from the controllers Nest registered. */
function findDtoRoutes(modules: ModulesContainer, dtos: Set<Dto>): DtoRoute[] {
  const routes: DtoRoute[] = [];
  for (const module of modules.values()) {
    for (const { metatype: controller } of module.controllers.values()) {
      if (!controller) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const subPath = name !== 'constructor' && typeof handler === 'function' ? Reflect.getMetadata(PATH_METADATA, handler) : undefined;
        if (subPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase() as DtoRoute['method'];
        const path = `/api/${[prefix, String(subPath)].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        const access = (Reflect.getMetadata(ACCESS_METADATA, handler) ?? Reflect.getMetadata(ACCESS_METADATA, controller)) as RouteAccess | undefined;
        const signedIn = access?.kind === 'permission' || access?.kind === 'signed-in';
        const caller: Caller = access?.kind === 'platform-admin' ? 'admin' : signedIn ? 'organiser' : 'anonymous';
        const paramTypes: unknown[] = Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number; data?: unknown }>);
        for (const [key, { index, data }] of args) {
          const kind = Number(key.split(':')[0]);
          const dto = paramTypes[index] as Dto;
          if (data !== undefined || !dtos.has(dto)) continue;
          if (kind === RouteParamtypes.BODY) routes.push({ method, path, source: 'body', dto, caller });
          if (kind === RouteParamtypes.QUERY) routes.push({ method, path, source: 'query', dto, caller });
        }
        // a body that a guard reads (the logins) is only documented with @ApiBody
        for (const parameter of (Reflect.getMetadata(SWAGGER.parameters, handler) ?? []) as { in: string; type?: Dto }[]) {
          if (parameter.in === 'body' && parameter.type && dtos.has(parameter.type) && !routes.some((r) => r.method === method && r.path === path)) {
            routes.push({ method, path, source: 'body', dto: parameter.type, caller });
          }
        }
      }
    }
  }
  return routes;
}

describe('every 4xx is German: each DTO field with wrong types, over HTTP', () => {
  const suite = apiWithFakeStripe({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  afterAll(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  const clients = {} as Record<Caller, TestClient>;
  let account: NewAccount;
  let event: EventJson;

  beforeAll(async () => {
    clients.anonymous = suite.t.client();
    clients.organiser = suite.t.client();
    account = await registerAndVerify(clients.organiser, suite.sink);
    await clients.organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(clients.organiser);
    clients.admin = suite.t.client();
    await signInAsPlatformAdmin(suite.t, clients.admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await Promise.all(Object.values(clients).map((client) => client.ensureXsrf()));
  });

  const unique = () => randomBytes(4).toString('hex');
  const billingData = () => ({
    firstName: 'Anna',
    lastName: 'Muster',
    companyName: 'Muster GmbH',
    email: 'rechnung@example.com',
    street: 'Hauptstraße 1',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
  });

  /** A valid body or query per DTO, so that each request fails on the one field the test broke. */
  const validInputs: Record<string, () => Record<string, unknown>> = {
    RegisterDto: () => ({ ...newAccount(), companySlug: `firma-${unique()}` }),
    LoginDto: () => ({ email: 'niemand@example.com', password: 'geheim123' }),
    PasskeySignInDto: () => ({ response: { id: 'unbekannt', type: 'public-key' } }),
    RegisterPasskeyDto: () => ({ name: 'MacBook', response: { id: 'unbekannt', type: 'public-key' } }),
    DeleteAccountDto: () => ({ confirmation: 'DELETE' }),
    EmailSettingsDto: () => ({ leadNotificationsEnabled: true, weeklyReportsEnabled: false }),
    AccountPreferencesDto: () => ({ locale: 'en' }),
    AvvAcceptanceDto: () => ({ accepted: true, document_version: CURRENT_AVV_VERSION }),
    BillingDataDto: billingData,
    CheckoutSessionDto: () => ({ amount: PRICE_PER_CREDIT_CENTS, billingData: billingData() }),
    PaymentIntentDto: () => ({ amount: PRICE_PER_CREDIT_CENTS }),
    PaymentSuccessDto: () => ({ paymentIntentId: 'pi_unbekannt' }),
    ProcessSuccessDto: () => ({ sessionId: 'cs_unbekannt' }),
    CreateEventDto: () => ({ name: 'Messe', slug: `messe-${unique()}`, startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/a.pdf' }),
    UpdateEventDto: () => ({}),
    TestEmailDto: () => ({ type: 'doi' }),
    QrQueryDto: () => ({}),
    QrPosterQueryDto: () => ({}),
    MailPreviewQueryDto: () => ({ type: 'doi' }),
    FollowUpPreviewQueryDto: () => ({}),
    FollowUpTestEmailDto: () => ({}),
    FunnelQueryDto: () => ({ from: '2026-11-01', to: '2026-11-30' }),
    SubmitLeadDto: () => ({ email: `besuch-${unique()}@example.com`, name: 'Besucher', consent: true, formToken: formToken(suite.t, event.id) }),
    MemberCaptureDto: () => ({ email: `team-${unique()}@example.com`, consent: true, source: 'badge' }),
    QualifyLeadDto: () => ({ rating: 'hot', tags: ['Rückruf'], note: 'Ruft Montag an' }),
    EraseLeadDto: () => ({ reason: 'test-entry' }),
    RegisterStandDeviceDto: () => ({ name: 'Tablet', pin: '4711' }),
    // the stand routes check the device token first: without one each answers a German 401
    StandQualifyLeadDto: () => ({ rating: 'warm', note: 'Kommt wieder' }),
    StandExitDto: () => ({ pin: '4711' }),
    SupportTicketDto: () => ({ name: 'Anna', email: 'anna@example.com', message: 'Hallo', mode: 'support' }),
    CreateAdminUserDto: () => ({ name: 'Neu', email: `neu-${unique()}@example.com`, password: 'geheim123', companySlug: `neu-${unique()}` }),
    UpdateAdminUserDto: () => ({}),
    AuditLogQueryDto: () => ({}),
    BlogListQueryDto: () => ({}),
    ImageProxyQueryDto: () => ({}),
    WebhookEndpointDto: () => ({ url: 'https://crm.example.com/fairleads', facts: ['lead.captured'], eventIds: null }),
    RenameAccountDto: () => ({ name: 'Muster GmbH' }),
    SwitchAccountDto: () => ({ accountId: randomUUID() }),
    InviteMemberDto: () => ({ email: `team-${unique()}@example.com`, role: 'staff' }),
    ChangeRoleDto: () => ({ role: 'staff' }),
    // sign-in security: password reset, password and address change
    PasswordResetRequestDto: () => ({ email: `niemand-${unique()}@example.com` }),
    PasswordResetDto: () => ({ password: 'neues-geheimnis' }),
    ChangePasswordDto: () => ({ currentPassword: 'falsch-geraten', newPassword: 'neues-geheimnis' }),
    EmailChangeDto: () => ({ currentPassword: 'falsch-geraten', newEmail: `neu-${unique()}@example.com` }),
    TeamSecurityDto: () => ({ requireSecondFactor: false }),
    EnableTotpDto: () => ({ code: '123456' }),
    DisableTotpDto: () => ({ password: 'falsch-falsch', code: '123456' }),
    RenewRecoveryCodesDto: () => ({ password: 'falsch-falsch' }),
    SecondFactorCodeDto: () => ({ code: '123456' }),
    // the public API and the CRM connections (the ':provider' of their path stays unknown: 404, no call to a CRM)
    CreateApiKeyDto: () => ({ name: 'Zapier', scopes: ['leads:read'] }),
    ConnectCrmDto: () => ({ token: 'pat-eu1-unbekannt' }),
    UpdateCrmConnectionDto: () => ({ trigger: 'confirmed' }),
    // the public API's guard answers before the body is read (no key: a German 401)
    PublicLeadChangeDto: () => ({ rating: 'hot' }),
  };

  /** Real ids and slugs, so that a value the pipe wrongly let through reaches the real handler. */
  function concretePath(path: string): string {
    return path
      .replace(':id', path.startsWith('/api/events/') ? event.id : randomUUID())
      .replace(':companySlug', account.companySlug)
      .replace(/:(eventSlug|slug)/, event.slug);
  }

  /** Wrong values for a property; the right type of the property is left out. */
  function wrongBodyValues(dto: Dto, property: string): [string, unknown][] {
    const type = Reflect.getMetadata('design:type', dto.prototype, property);
    const values: [string, unknown][] = [
      ['a number', 12345],
      ['a boolean', true],
      ['an object', { wert: 1 }],
      ['an array', ['x']],
      ['null', null],
      ['a very long text', LONG_TEXT],
    ];
    return values.filter(([, value]) => !(typeof value === 'boolean' && type === Boolean) && !(typeof value === 'number' && type === Number) && !(Array.isArray(value) && type === Array));
  }

  /** Query strings carry text only: wrong means not a value of the field, empty, repeated or too long. */
  const wrongQueryValues = (property: string): [string, string][] => [
    ['text', `${property}=abc`],
    ['a negative number', `${property}=-1`],
    ['empty', `${property}=`],
    ['repeated', `${property}=1&${property}=2`],
    ['a very long text', `${property}=${LONG_QUERY}`],
  ];

  async function send(route: DtoRoute, input: { body?: string; query?: string }) {
    const client = clients[route.caller];
    const url = `${concretePath(route.path)}${input.query ? `?${input.query}` : ''}`;
    // a fresh address per request, so that the rate limits do not answer instead of the validation
    const req = client.agent[route.method](url).set('X-Forwarded-For', nextIp());
    if (route.method === 'get') return req;
    return req.set('Origin', process.env.APP_URL!).set('X-XSRF-TOKEN', client.xsrf!).set('Content-Type', 'application/json').send(input.body ?? '{}');
  }

  /** One line per broken promise: the request, the input, the answer and what is wrong with it. */
  function check(route: DtoRoute, input: unknown, res: { status: number; body: unknown; headers: Record<string, string> }, mustRefuse: boolean): string[] {
    const problems = [errorContractViolation(res)];
    if (mustRefuse && (res.status < 400 || res.status >= 500)) problems.push(`answered ${res.status} instead of refusing`);
    const message = String((res.body as { message?: unknown } | null)?.message ?? '');
    for (const field of HIDDEN_FIELDS) if (message.toLowerCase().includes(field.toLowerCase())) problems.push(`names the hidden field ${field}`);
    // the messages by field: German too, and never keyed by a hidden field
    const errors = ((res.body as { errors?: unknown } | null)?.errors ?? {}) as Record<string, unknown>;
    for (const [path, text] of Object.entries(errors)) {
      if (HIDDEN_FIELDS.some((field) => path.split('.').includes(field))) problems.push(`errors names the hidden field ${path}`);
      if (!isGermanMessage(text)) problems.push(`errors.${path} not German: ${JSON.stringify(text)}`);
    }
    const request = `${route.method.toUpperCase()} ${route.path} as ${route.caller} with ${JSON.stringify(input)}`;
    return problems
      .filter((problem): problem is string => problem !== null)
      .map((problem) => `${request} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}: ${problem}`);
  }

  it('finds every DTO and a route that takes it', () => {
    const dtos = findDtoClasses();
    const routes = findDtoRoutes(suite.t.app.get(ModulesContainer), new Set(dtos));
    expect(dtos.map((dto) => dto.name).sort()).toEqual(Object.keys(validInputs).sort());
    expect(dtos.filter((dto) => !routes.some((route) => route.dto === dto)).map((dto) => dto.name)).toEqual([]);
  });

  it('answers each wrong type of each field with a German 4xx that names no hidden field', async () => {
    const dtos = findDtoClasses();
    const routes = findDtoRoutes(suite.t.app.get(ModulesContainer), new Set(dtos));
    const offences: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const valid = validInputs[route.dto.name];
      for (const property of propertiesOf(route.dto)) {
        if (route.source === 'query') {
          for (const [, query] of wrongQueryValues(property)) {
            const res = await send(route, { query });
            requests += 1;
            offences.push(...check(route, query.slice(0, 80), res, true));
          }
          continue;
        }
        for (const [kind, value] of wrongBodyValues(route.dto, property)) {
          const body = { ...valid(), [property]: value };
          const res = await send(route, { body: JSON.stringify(body) });
          requests += 1;
          // null clears an optional field, so only a refusal of it has to be German
          offences.push(...check(route, { [property]: kind }, res, value !== null && !(property === HONEYPOT && typeof value === 'string')));
        }
      }
      if (route.source === 'body') {
        for (const body of ['[]', JSON.stringify([valid()]), '"Text"', '42', 'null', '{}']) {
          const res = await send(route, { body });
          requests += 1;
          // an empty object is valid where every field is optional
          offences.push(...check(route, body.slice(0, 80), res, body !== '{}' || Object.keys(valid()).length > 0));
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(offences).toEqual([]);
  }, 120_000);
});
