import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { ROLE_PERMISSIONS, type AccountRole, type Permission } from '../src/common/auth/access-policy';
import { joinAsMember, registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { routeTable, type RouteEntry } from './support/route-table';
import { apiWithSmtpSink, TestClient } from './support/test-app';

/**
 * The permission matrix, generated from the route table: every route declared @Allow(permission)
 * is called by the owner, a manager and a staff member of one account, and by the owner of
 * another account, with the ids of the first account's resources in its path.
 *
 * The rule, per caller:
 * - a member whose role lacks the permission (access-policy.ts) gets 403 with code FORBIDDEN_ROLE,
 *   and nothing happens;
 * - a member whose role holds it is never refused with 403 (the answer may be anything else the
 *   route gives: 200, 400 for the generic body, 402, 404 after a manager deleted the resource,
 *   429, 503 without Stripe);
 * - the other account's owner holds every permission in their own account, so they are never
 *   refused with 403 either; on a route with an id in its path (the first account's event, lead,
 *   endpoint or device) they get 404, as an unknown id would; on a collection route (no id) they
 *   get their own data, which never names the first account's resources.
 *
 * Writes send a body that passes validation where the route needs one (BODIES), so that the
 * other account's 404 comes from the ownership check, not from a 400 before it. Routes that
 * destroy a resource run last. The members come from joinAsMember (test/support/accounts.ts).
 */
describe('permission matrix: each @Allow route for owner, manager, staff and another account', () => {
  const suite = apiWithSmtpSink();
  const ROLES: AccountRole[] = ['staff', 'manager', 'owner'];

  let owner: TestClient;
  let other: TestClient;
  const members = {} as Record<AccountRole, TestClient>;
  let ownerAccount: NewAccount;
  let event: EventJson;
  let leadId: string;
  let endpointId: string;
  let deviceId: string;
  let otherEvent: EventJson;

  /** The first account's resources by the path parameter that names them. */
  const paramValue = (route: RouteEntry, name: string): string => {
    // a member or invitation nobody has: the answer is about access (owners and managers get 404)
    if (name === 'userId' || (name === 'id' && route.path.startsWith('account/'))) return randomUUID();
    if (name === 'id') {
      if (route.path.startsWith('leads/')) return leadId;
      if (route.path.startsWith('webhook-endpoints/')) return endpointId;
      return event.id;
    }
    if (name === 'deviceId') return deviceId;
    if (name === 'kind') return 'logo';
    if (name === 'deliveryId') return randomUUID();
    // a follow-up's position: the event has none, so an allowed call answers its 404
    if (name === 'step') return '1';
    // a CRM names no resource of the account: another account's call is about its own connection
    if (name === 'provider') return 'hubspot';
    throw new Error(`no value for :${name} in ${route.path}`);
  };

  /** A body each write route accepts, so an answer is about access and ownership, not the input. */
  const BODIES: Record<string, object> = {
    'PUT events/:id': { name: 'Hausmesse' },
    'POST events/:id/test-email': { type: 'doi' },
    'PATCH leads/:id': { rating: 'hot' },
    'PUT events/:id/follow-ups': [],
    'PATCH account/members/:userId': { role: 'staff' },
    'POST leads/:id/erase': { reason: 'test-entry' },
    'POST events/:id/stand-devices': { name: 'Tablet', pin: '1234' },
    'POST events/:id/leads': { email: 'matrix-scan@example.com', consent: true, source: 'badge' },
    'POST webhook-endpoints': { url: 'https://crm.example.com/hook', facts: ['lead.captured'], eventIds: null },
    'PUT webhook-endpoints/:id': { url: 'https://crm.example.com/hook', facts: ['lead.captured'], eventIds: null },
    'POST account/api-keys': { name: 'Matrix', scopes: ['leads:read'] },
    'PUT billing-data': {
      firstName: 'Anna',
      lastName: 'Muster',
      companyName: 'Muster GmbH',
      email: 'rechnung@example.com',
      street: 'Hauptstraße 1',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
    },
  };

  /** Queries a GET route needs before it looks at the id. */
  const QUERIES: Record<string, string> = { 'GET events/:id/mail-preview': '?type=doi' };

  /** Deleting or erasing takes the resource away: those routes run after all others. */
  const destroys = (route: RouteEntry) => route.method === 'DELETE' || route.path.endsWith('/erase');

  async function call(client: TestClient, route: RouteEntry): Promise<Response> {
    const key = `${route.method} ${route.path}`;
    const path = `/api/${route.path.replace(/:(\w+)/g, (_, name: string) => paramValue(route, name))}${QUERIES[key] ?? ''}`;
    if (route.method === 'GET') return client.get(path);
    if (key === 'PUT events/:id/images/:kind') {
      // the upload is a multipart body (its type is checked before any guard of the route)
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
      return client.agent.put(path).set('X-Forwarded-For', client.ip).set('Origin', process.env.APP_URL!).set('X-XSRF-TOKEN', await client.ensureXsrf()).attach('file', png, 'logo.png');
    }
    return client.send(route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete', path, BODIES[key] ?? {});
  }

  async function signIn(account: NewAccount): Promise<TestClient> {
    const client = suite.t.client();
    await client.post('/api/auth/login', account).expect(200);
    return client;
  }

  beforeAll(async () => {
    ownerAccount = await registerAndVerify(suite.t.client(), suite.sink);
    owner = await signIn(ownerAccount);
    event = await createEvent(owner);
    const email = `besucher-${randomUUID()}@example.com`;
    await suite.t
      .client()
      .post(`/api/form/${ownerAccount.companySlug}/${event.slug}/submit`, { email, name: 'Besucher', consent: true, formToken: formToken(suite.t, event.id) })
      .expect(201);
    leadId = (await owner.get('/api/leads').expect(200)).body[0].id;
    endpointId = (await owner.post('/api/webhook-endpoints', BODIES['POST webhook-endpoints']).expect(201)).body.id;
    deviceId = (await owner.post(`/api/events/${event.id}/stand-devices`, { name: 'Tablet links', pin: '4711' }).expect(201)).body.device.id;
    members.owner = (await joinAsMember(suite, owner, 'owner')).client;
    members.manager = (await joinAsMember(suite, owner, 'manager')).client;
    members.staff = (await joinAsMember(suite, owner, 'staff')).client;
    other = await signIn(await registerAndVerify(suite.t.client(), suite.sink));
    otherEvent = await createEvent(other);
  });

  /** The @Allow routes, the destroying ones last; read when the tests run (the app exists then). */
  const allowRoutes = () => {
    const routes = routeTable(suite.t.app).filter((r): r is RouteEntry & { access: { kind: 'permission'; permission: Permission } } => r.access?.kind === 'permission');
    return [...routes.filter((r) => !destroys(r)), ...routes.filter(destroys)];
  };

  it('covers the organiser routes', () => {
    expect(allowRoutes().length).toBeGreaterThan(40);
  });

  it("another account's collections hold its own data (before the matrix adds to them)", async () => {
    expect((await other.get('/api/events').expect(200)).body.map((e: EventJson) => e.id)).toEqual([otherEvent.id]);
    expect((await other.get('/api/leads').expect(200)).body).toEqual([]);
    expect((await other.get('/api/webhook-endpoints').expect(200)).body).toEqual([]);
  });

  it('answers each role by its permissions, and another account as if the resource did not exist', async () => {
    const wrong: string[] = [];
    for (const route of allowRoutes()) {
      const name = `${route.method} /api/${route.path} @Allow('${route.access.permission}')`;
      for (const role of ROLES) {
        const res = await call(members[role], route);
        const allowed = ROLE_PERMISSIONS[role].has(route.access.permission);
        if (!allowed && !(res.status === 403 && res.body.code === 'FORBIDDEN_ROLE')) wrong.push(`${name} as ${role}: ${res.status} ${JSON.stringify(res.body)}, expected 403 FORBIDDEN_ROLE`);
        if (allowed && res.status === 403) wrong.push(`${name} as ${role}: 403 ${JSON.stringify(res.body)}, expected no refusal`);
      }
      const res = await call(other, route);
      if (res.status === 403) wrong.push(`${name} as another account: 403 ${JSON.stringify(res.body)}`);
      else if (/:(?!provider\b)\w+/.test(route.path)) {
        if (res.status !== 404) wrong.push(`${name} as another account: ${res.status}, expected 404`);
      } else {
        const text = JSON.stringify(res.body ?? '') + (res.text ?? '');
        for (const id of [event.id, leadId, endpointId, deviceId]) if (text.includes(id)) wrong.push(`${name} as another account names the first account's ${id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
