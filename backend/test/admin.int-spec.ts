import { randomUUID } from 'node:crypto';
import { newAccount, NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { signInAsPlatformAdmin } from './support/second-factor';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const ADMIN_EMAIL = 'admin-panel@fairleads.example';
const ADMIN_PASSWORD = 'admin-geheim-123';
const NOT_ADMIN = 'Sie haben keine Admin-Berechtigung';
const NOT_SIGNED_IN = 'Nicht angemeldet. Bitte melde dich an.';

interface RegisteredRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

describe('admin API: guard, login, users, events, stats, alerts, audit log', () => {
  const suite = apiWithSmtpSink({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  let admin: TestClient;
  let adminId: string;
  let organiser: TestClient;
  let organiserAccount: NewAccount;

  const db = () => suite.t.dataSource;
  const userId = async (email: string): Promise<string> => (await db().query('SELECT id FROM users WHERE email = $1', [email]))[0].id;
  /** The account the user's registration made (they own it). */
  const ownAccountId = async (email: string): Promise<string> =>
    (await db().query(`SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner'`, [email]))[0].account_id;

  /** A verified organiser, signed in, with one event (and `leads` leads on it). */
  async function organiserWithEvent(leads = 1): Promise<{ client: TestClient; account: NewAccount; event: EventJson; emails: string[] }> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    await client.post('/api/auth/login', account).expect(200);
    const event = await createEvent(client, { doubleOptIn: false });
    const emails: string[] = [];
    for (let i = 0; i < leads; i += 1) {
      const email = `besuch-${randomUUID().slice(0, 8)}@example.com`;
      await submitLead(account, event, email);
      emails.push(email);
    }
    return { client, account, event, emails };
  }

  async function submitLead(account: NewAccount, event: EventJson, email: string): Promise<void> {
    const res = await suite.t
      .client()
      .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, name: 'Besucher', consent: true, formToken: formToken(suite.t, event.id) });
    if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
  }

  beforeAll(async () => {
    admin = suite.t.client();
    const res = await signInAsPlatformAdmin(suite.t, admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    adminId = res.body.user.id;
    organiser = suite.t.client();
    organiserAccount = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', organiserAccount).expect(200);
  });

  afterAll(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  describe('every /api/admin route is guarded', () => {
    /** The routes the Express router really serves, read from its layers (Express 5: app.router). */
    function adminRoutes(): RegisteredRoute[] {
      const express = suite.t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
      const routes: RegisteredRoute[] = [];
      for (const layer of express.router.stack) {
        if (!layer.route || !layer.route.path.startsWith('/api/admin')) continue;
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') routes.push({ method: method as RegisteredRoute['method'], path: layer.route.path });
        }
      }
      return routes.filter((r) => !(r.method === 'post' && ['/api/admin/login', '/api/admin/login/2fa'].includes(r.path)));
    }

    it('answers 401 signed out and 403 for an organiser on each of them', async () => {
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(9);
      expect(routes).toEqual(
        expect.arrayContaining([
          { method: 'get', path: '/api/admin/stats/users' },
          { method: 'get', path: '/api/admin/stats/events' },
          { method: 'get', path: '/api/admin/alerts' },
          { method: 'get', path: '/api/admin/users' },
          { method: 'post', path: '/api/admin/users' },
          { method: 'patch', path: '/api/admin/users/:id' },
          { method: 'delete', path: '/api/admin/users/:id' },
          { method: 'get', path: '/api/admin/events' },
          { method: 'delete', path: '/api/admin/events/:id' },
          { method: 'post', path: '/api/admin/events/:id/export' },
          { method: 'get', path: '/api/admin/audit-log' },
          { method: 'get', path: '/api/admin/accounts' },
        ]),
      );
      const { id: organiserId } = (await organiser.get('/api/auth/me').expect(200)).body;
      const stranger = suite.t.client();
      for (const route of routes) {
        // a real id, so that a missing guard would show as a 200, not hide behind a 404
        const path = route.path.replace(':id', organiserId);
        const anonymous = route.method === 'get' ? await stranger.get(path) : await stranger.send(route.method, path, {});
        expect({ route, status: anonymous.status, body: anonymous.body }).toEqual({ route, status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: NOT_SIGNED_IN } });
        const asOrganiser = route.method === 'get' ? await organiser.get(path) : await organiser.send(route.method, path, {});
        expect({ route, status: asOrganiser.status, body: asOrganiser.body }).toEqual({ route, status: 403, body: { statusCode: 403, code: 'ADMIN_FORBIDDEN', message: NOT_ADMIN } });
      }
      // the organiser's account is untouched
      await organiser.get('/api/auth/me').expect(200);
    });
  });

  describe('POST /api/admin/login', () => {
    it('signs an admin in with a session, after the second step', async () => {
      const client = suite.t.client();
      const res = await signInAsPlatformAdmin(suite.t, client, ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Admin-Login erfolgreich', user: expect.objectContaining({ email: ADMIN_EMAIL, role: 'admin', name: 'Administrator' }) });
      expect(res.body.user).not.toHaveProperty('passwordHash');
      const me = await client.get('/api/auth/me').expect(200);
      expect(me.body).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
      await client.get('/api/admin/stats/users').expect(200);
    });

    it('refuses an organiser with the right password: 403 and no session at all', async () => {
      const client = suite.t.client();
      const account = await registerAndVerify(client, suite.sink);
      const res = await client.post('/api/admin/login', { email: account.email, password: account.password });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'ADMIN_FORBIDDEN', message: NOT_ADMIN });
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('fairleads.sid');
      await client.get('/api/auth/me').expect(401);
      const sessions = await db().query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [await userId(account.email)]);
      expect(sessions[0].n).toBe(0);
      // the refused attempt does not count as the organiser's first sign-in
      const login = await client.post('/api/auth/login', account);
      expect(login.body.firstLogin).toBe(true);
    });

    it('answers a wrong password with 401 and missing fields with 400', async () => {
      const wrong = await suite.t.client().post('/api/admin/login', { email: ADMIN_EMAIL, password: 'falsch-falsch' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'IDENTITY_WRONG_CREDENTIALS', message: 'E-Mail-Adresse oder Passwort ist falsch.' });
      const unknown = await suite.t.client().post('/api/admin/login', { email: 'niemand@example.com', password: 'falsch-falsch' });
      expect(unknown.status).toBe(401);
      const missing = await suite.t.client().post('/api/admin/login', { email: ADMIN_EMAIL });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('E-Mail-Adresse und Passwort sind erforderlich.');
    });
  });

  describe('users', () => {
    const valid = () => {
      const a = newAccount();
      return { name: a.name, email: a.email, password: 'start123', companySlug: a.companySlug };
    };

    it.each([
      [{ name: '' }, 'Name ist erforderlich'],
      [{ email: undefined }, 'E-Mail ist erforderlich'],
      [{ email: 'keine-adresse' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ password: '' }, 'Passwort ist erforderlich'],
      [{ password: '12345' }, 'Passwort muss mindestens 6 Zeichen lang sein'],
      [{ companySlug: '' }, 'Firmen-Slug ist erforderlich'],
      [{ companySlug: 'ab' }, 'Firmen-Slug muss mindestens 3 Zeichen lang sein'],
      [{ companySlug: 'Große Firma' }, 'Der Firmen-Slug darf nur Kleinbuchstaben (a-z), Ziffern und Bindestriche enthalten.'],
      [{ companySlug: 'dashboard' }, 'Dieser Firmen-Slug ist für die App reserviert. Bitte wähle einen anderen.'],
      [{ role: 'superadmin' }, 'Die Rolle muss „user“ oder „admin“ sein.'],
      [{ eventCredits: -1 }, 'Event-Credits dürfen nicht negativ sein.'],
      [{ eventCredits: 'viele' }, 'Event-Credits müssen eine ganze Zahl sein.'],
      [{ eventCredits: 1.5 }, 'Event-Credits müssen eine ganze Zahl sein.'],
    ])('refuses a new user with %j: 400 "%s"', async (override, message) => {
      const res = await admin.post('/api/admin/users', { ...valid(), ...override });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
    });

    it('creates a confirmed, active user with 1 credit by default, who can sign in', async () => {
      const body = valid();
      const res = await admin.post('/api/admin/users', { ...body, email: body.email.toUpperCase() });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({
        id: expect.any(String),
        name: body.name,
        email: body.email,
        role: 'user',
        isActive: true,
        eventCredits: 1,
        companySlug: body.companySlug,
        createdAt: expect.any(String),
        lastLoginAt: null,
        eventCount: 0,
      });
      const [row] = await db().query('SELECT password_hash, email_verified_at FROM users WHERE id = $1', [res.body.user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.email_verified_at).not.toBeNull();

      const client = suite.t.client();
      const login = await client.post('/api/auth/login', { email: body.email, password: body.password });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ email: body.email, eventCredits: 1, role: 'user' });

      const list = (await admin.get('/api/admin/users').expect(200)).body as { id: string; lastLoginAt: string | null }[];
      expect(list.find((u) => u.id === res.body.user.id)?.lastLoginAt).toEqual(expect.any(String));
      expect(list.find((u) => u.id === adminId)).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
    });

    it('creates an admin with 0 credits, and refuses a taken address or slug with 409', async () => {
      const body = valid();
      const created = await admin.post('/api/admin/users', { ...body, role: 'admin', eventCredits: 0 });
      expect(created.status).toBe(201);
      expect(created.body.user).toMatchObject({ role: 'admin', eventCredits: 0 });
      const newAdmin = suite.t.client();
      await newAdmin.post('/api/admin/login', { email: body.email, password: body.password }).expect(200);
      // signed in, but kept out of the admin panel until they set up a second factor
      expect((await newAdmin.get('/api/admin/users')).body.code).toBe('SECOND_FACTOR_REQUIRED');
      await newAdmin.get('/api/account/security').expect(200);

      const sameEmail = await admin.post('/api/admin/users', { ...valid(), email: organiserAccount.email });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.');
      const sameSlug = await admin.post('/api/admin/users', { ...valid(), companySlug: organiserAccount.companySlug });
      expect(sameSlug.status).toBe(409);
      expect(sameSlug.body.message).toBe('Dieser Firmen-Slug ist bereits vergeben. Bitte wähle einen anderen.');
    });

    it('edits name, e-mail, role and credits; 404 for an unknown id; 409 for a taken address', async () => {
      const created = (await admin.post('/api/admin/users', valid())).body.user;
      const email = `neu-${randomUUID().slice(0, 8)}@example.com`;
      const res = await admin.send('patch', `/api/admin/users/${created.id}`, { name: 'Neuer Name', email: ` ${email.toUpperCase()} `, eventCredits: 7, role: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: created.id, name: 'Neuer Name', email, eventCredits: 7, role: 'admin', isActive: true });

      for (const id of [randomUUID(), 'kein-uuid']) {
        const missing = await admin.send('patch', `/api/admin/users/${id}`, { name: 'X' });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ statusCode: 404, code: 'ADMIN_USER_NOT_FOUND', message: 'Benutzer nicht gefunden' });
      }
      const taken = await admin.send('patch', `/api/admin/users/${created.id}`, { email: organiserAccount.email });
      expect(taken.status).toBe(409);
      const bad = await admin.send('patch', `/api/admin/users/${created.id}`, { name: null });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Name ist erforderlich');
      const negative = await admin.send('patch', `/api/admin/users/${created.id}`, { eventCredits: -3 });
      expect(negative.body).toMatchObject({ statusCode: 400, message: 'Event-Credits dürfen nicht negativ sein.' });
    });

    it('deactivating a user ends their session at once; reactivating lets them sign in again', async () => {
      const body = valid();
      const created = (await admin.post('/api/admin/users', body)).body.user;
      const client = suite.t.client();
      await client.post('/api/auth/login', body).expect(200);
      await client.get('/api/auth/me').expect(200);

      const res = await admin.send('patch', `/api/admin/users/${created.id}`, { isActive: false });
      expect(res.status).toBe(200);
      expect(res.body.user.isActive).toBe(false);
      await client.get('/api/auth/me').expect(401);
      const sessions = await db().query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [created.id]);
      expect(sessions[0].n).toBe(0);
      const again = await suite.t.client().post('/api/auth/login', body);
      expect(again.status).toBe(403);
      expect(again.body.message).toBe('Dein Account wurde deaktiviert. Bitte wende dich an den Support.');

      await admin.send('patch', `/api/admin/users/${created.id}`, { isActive: true }).expect(200);
      await suite.t.client().post('/api/auth/login', body).expect(200);
    });

    it('does not let an admin deactivate, demote or delete themselves', async () => {
      const deactivate = await admin.send('patch', `/api/admin/users/${adminId}`, { isActive: false });
      expect(deactivate.body).toMatchObject({ statusCode: 400, message: 'Sie können Ihren eigenen Account nicht deaktivieren.' });
      const demote = await admin.send('patch', `/api/admin/users/${adminId}`, { role: 'user' });
      expect(demote.body).toMatchObject({ statusCode: 400, message: 'Sie können sich die Admin-Rolle nicht selbst entziehen.' });
      const remove = await admin.delete(`/api/admin/users/${adminId}`);
      expect(remove.body).toMatchObject({ statusCode: 400, message: 'Sie können Ihren eigenen Account nicht löschen.' });
      // their own name may change
      await admin.send('patch', `/api/admin/users/${adminId}`, { name: 'Administrator' }).expect(200);
      const me = await admin.get('/api/auth/me').expect(200);
      expect(me.body).toMatchObject({ role: 'admin' });
    });

    it('only a superadmin changes or deletes a superadmin account', async () => {
      const created = (await admin.post('/api/admin/users', { ...valid(), role: 'admin' })).body.user;
      await db().query(`UPDATE users SET role = 'superadmin' WHERE id = $1`, [created.id]);
      const res = await admin.send('patch', `/api/admin/users/${created.id}`, { eventCredits: 3 });
      expect(res.body).toEqual({ statusCode: 403, code: 'ADMIN_SUPERADMIN_PROTECTED', message: 'Einen Super-Admin-Account kann nur ein Super Admin ändern oder löschen.' });
      await admin.delete(`/api/admin/users/${created.id}`).expect(403);
    });

    it('deleting a user removes the account with its events and leads', async () => {
      const { client, account, event } = await organiserWithEvent(2);
      const id = await userId(account.email);
      const listed = ((await admin.get('/api/admin/users')).body as { id: string; eventCount: number }[]).find((u) => u.id === id);
      expect(listed?.eventCount).toBe(1);

      const res = await admin.delete(`/api/admin/users/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Benutzer erfolgreich gelöscht' });
      const [left] = await db().query(
        `SELECT (SELECT count(*) FROM users WHERE id = $1)::int AS users,
                (SELECT count(*) FROM events WHERE id = $2)::int AS events,
                (SELECT count(*) FROM leads WHERE event_id = $2)::int AS leads,
                (SELECT count(*) FROM lead_personal_data WHERE owner_event_id = $2)::int AS personal,
                (SELECT count(*) FROM lead_events WHERE owner_event_id = $2)::int AS log`,
        [id, event.id],
      );
      expect(left).toEqual({ users: 0, events: 0, leads: 0, personal: 0, log: 0 });
      await client.get('/api/auth/me').expect(401);
      await admin.delete(`/api/admin/users/${id}`).expect(404);
      const events = (await admin.get('/api/admin/events')).body as { id: string }[];
      expect(events.some((e) => e.id === event.id)).toBe(false);
    });
  });

  describe('events', () => {
    it('lists every event with its owner and lead counts', async () => {
      const { account, event } = await organiserWithEvent(2);
      const res = await admin.get('/api/admin/events').expect(200);
      const row = (res.body as { id: string }[]).find((e) => e.id === event.id);
      expect(row).toEqual({
        id: event.id,
        name: event.name,
        slug: event.slug,
        status: 'active',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        leadCount: 2,
        confirmedLeadCount: 2,
        createdAt: expect.any(String),
        userId: await userId(account.email),
        user: { id: await userId(account.email), name: account.name, email: account.email },
        // the owner is an account, the one the user's registration made
        account: { id: await ownAccountId(account.email), companySlug: account.companySlug },
      });
    });

    it('deletes one event with all its leads and leaves the owner’s other event alone', async () => {
      const { client, account, event } = await organiserWithEvent(2);
      await db().query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
      const other = await createEvent(client, { doubleOptIn: false });
      await submitLead(account, other, `andere-${randomUUID().slice(0, 8)}@example.com`);

      const res = await admin.delete(`/api/admin/events/${event.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Event erfolgreich gelöscht' });
      const counts = async (eventId: string) =>
        (
          await db().query(
            `SELECT (SELECT count(*) FROM events WHERE id = $1)::int AS events,
                    (SELECT count(*) FROM leads WHERE event_id = $1)::int AS leads,
                    (SELECT count(*) FROM lead_personal_data WHERE owner_event_id = $1)::int AS personal,
                    (SELECT count(*) FROM lead_events WHERE owner_event_id = $1)::int AS log`,
            [eventId],
          )
        )[0];
      expect(await counts(event.id)).toEqual({ events: 0, leads: 0, personal: 0, log: 0 });
      expect(await counts(other.id)).toMatchObject({ events: 1, leads: 1, personal: 1 });
      // the organiser sees it gone
      const mine = (await client.get('/api/events').expect(200)).body as { id: string }[];
      expect(mine.map((e) => e.id)).toEqual([other.id]);

      for (const id of [event.id, 'kein-uuid']) {
        const again = await admin.delete(`/api/admin/events/${id}`);
        expect(again.status).toBe(404);
        expect(again.body).toEqual({ statusCode: 404, code: 'ADMIN_EVENT_NOT_FOUND', message: 'Event nicht gefunden' });
      }
    });

    it('exports an event’s leads as event-{id}-leads.csv', async () => {
      const { event, emails } = await organiserWithEvent(1);
      const res = await admin.post(`/api/admin/events/${event.id}/export`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}-leads.csv"`);
      const lines = res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines[0]).toBe('Name,Email,Event,Custom Field 1,Custom Field 2,Status,Date,Confirmed At,Source');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`Besucher,${emails[0]},${event.name},,,Confirmed,`);

      const missing = await admin.post(`/api/admin/events/${randomUUID()}/export`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Event nicht gefunden');
    });
  });

  describe('stats', () => {
    it('counts users, events and leads', async () => {
      const usersBefore = (await admin.get('/api/admin/stats/users').expect(200)).body;
      const eventsBefore = (await admin.get('/api/admin/stats/events').expect(200)).body;
      expect(Object.keys(usersBefore).sort()).toEqual(['activeUsers', 'admins', 'newUsersThisWeek', 'totalUsers']);
      expect(Object.keys(eventsBefore).sort()).toEqual(['activeEvents', 'eventsThisMonth', 'leadsThisWeek', 'pendingDeletions', 'totalEvents', 'totalLeads']);

      // one organiser with an event and 3 leads, one deactivated organiser, one admin
      const { client, account } = await organiserWithEvent(3);
      await db().query(`UPDATE accounts SET event_credits = 1 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
      const inactive = newAccount();
      const created = (await admin.post('/api/admin/users', { ...inactive, password: 'start123' })).body.user;
      await admin.send('patch', `/api/admin/users/${created.id}`, { isActive: false }).expect(200);
      const adminAccount = newAccount();
      await admin.post('/api/admin/users', { ...adminAccount, role: 'admin' }).expect(201);
      // an ended event whose data is deleted within the next 30 days (end + 56 days)
      const ended = await createEvent(client);
      const endDate = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
      await db().query('UPDATE events SET start_date = $2, end_date = $2 WHERE id = $1', [ended.id, endDate]);

      const users = (await admin.get('/api/admin/stats/users')).body;
      expect(users).toEqual({
        totalUsers: usersBefore.totalUsers + 2,
        activeUsers: usersBefore.activeUsers + 1,
        newUsersThisWeek: usersBefore.newUsersThisWeek + 2,
        admins: usersBefore.admins + 1,
      });
      const events = (await admin.get('/api/admin/stats/events')).body;
      expect(events).toEqual({
        totalEvents: eventsBefore.totalEvents + 2,
        activeEvents: eventsBefore.activeEvents + 1,
        eventsThisMonth: eventsBefore.eventsThisMonth + 2,
        totalLeads: eventsBefore.totalLeads + 3,
        leadsThisWeek: eventsBefore.leadsThisWeek + 3,
        pendingDeletions: eventsBefore.pendingDeletions + 1,
      });
    });
  });

  describe('alerts', () => {
    it('reports failed jobs (grouped), a queue backlog, overdue deletions and raised alerts, newest first', async () => {
      const type = `test.kaputt-${randomUUID().slice(0, 6)}`;
      const failed: { id: string }[] = await db().query(
        `INSERT INTO outbox_messages (queue, type, payload, attempts, failed_at, last_error)
         VALUES ('mail', $1, '{}', 5, now() - interval '2 hours', 'SMTP 550'), ('mail', $1, '{}', 5, now() - interval '1 hour', 'SMTP 550')
         RETURNING id`,
        [type],
      );
      // the alert the runner raises for each failed job is folded into the grouped one
      await db().query(`INSERT INTO admin_alerts (kind, message, details) VALUES ('job_failed', 'Einzelmeldung', $1)`, [{ outboxId: failed[0].id }]);
      await db().query(`INSERT INTO admin_alerts (kind, message, created_at) VALUES ('backup_failed', 'Ein Backup ist fehlgeschlagen.', now() - interval '3 hours')`);
      // handed to the queue 15 minutes ago and never done (a worker that is down)
      await db().query(
        `INSERT INTO outbox_messages (queue, type, payload, created_at, next_attempt_at, dispatched_at)
         VALUES ('mail', 'test.wartet', '{}', now() - interval '15 minutes', now() - interval '15 minutes', now())`,
      );
      const { event } = await organiserWithEvent(0);
      await db().query(`UPDATE events SET start_date = '2020-01-01', end_date = '2020-01-02' WHERE id = $1`, [event.id]);

      const res = await admin.get('/api/admin/alerts').expect(200);
      const alerts = res.body as { id: string; kind: string; message: string; createdAt: string }[];
      expect(alerts).toEqual(
        expect.arrayContaining([
          { id: `jobs-failed:${type}`, kind: 'jobs_failed', message: `2 Aufträge vom Typ „${type}“ sind in den letzten 7 Tagen endgültig fehlgeschlagen.`, createdAt: expect.any(String) },
          { id: 'queue-backlog', kind: 'queue_backlog', message: expect.stringMatching(/(Auftrag wartet|Aufträge warten) seit mehr als 10 Minuten auf Bearbeitung/), createdAt: expect.any(String) },
          { id: 'overdue-deletions', kind: 'overdue_deletions', message: expect.stringContaining('das Löschdatum überschritten'), createdAt: expect.any(String) },
          { id: expect.any(String), kind: 'backup_failed', message: 'Ein Backup ist fehlgeschlagen.', createdAt: expect.any(String) },
        ]),
      );
      expect(alerts.some((a) => a.message === 'Einzelmeldung')).toBe(false);
      const times = alerts.map((a) => new Date(a.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(JSON.stringify(alerts)).not.toMatch(/@/);
      await db().query('DELETE FROM outbox_messages WHERE type IN ($1, $2)', [type, 'test.wartet']);
    });
  });

  describe('audit log', () => {
    it('records each admin action and login, without secrets', async () => {
      const rows: { admin_user_id: string | null; action: string; target_type: string; target_id: string | null; details: object }[] = await db().query(
        'SELECT admin_user_id, action, target_type, target_id, details FROM admin_audit_log ORDER BY created_at',
      );
      const actions = new Set(rows.map((r) => r.action));
      for (const action of ['admin.login', 'user.create', 'user.update', 'user.delete', 'event.delete', 'event.export']) expect(actions).toContain(action);
      expect(rows.filter((r) => r.admin_user_id === adminId).length).toBeGreaterThan(10);
      const create = rows.find((r) => r.action === 'user.create' && r.admin_user_id === adminId)!;
      expect(create).toMatchObject({ target_type: 'user', target_id: expect.any(String), details: { role: expect.any(String), eventCredits: expect.any(Number) } });
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/argon2|start123|admin-geheim|password|passwort/i);
      expect(text).not.toMatch(/@/);
    });

    it('reads the log a page at a time, newest first, naming admin, user and event as they are now (deleted ones as gone)', async () => {
      const { client: owner, account: ownerAccount, event } = await organiserWithEvent(2);
      const { id: ownerId } = (await owner.get('/api/auth/me').expect(200)).body;
      await admin.post(`/api/admin/events/${event.id}/export`).expect(200);
      const paula = newAccount();
      const created = (await admin.post('/api/admin/users', { name: 'Paula Protokoll', email: paula.email, password: 'start123', companySlug: paula.companySlug, eventCredits: 3 }).expect(201)).body.user;
      await admin.delete(`/api/admin/users/${created.id}`).expect(200);

      const first = await admin.get('/api/admin/audit-log?pageSize=3');
      expect(first.status).toBe(200);
      const [{ n: total }] = await db().query('SELECT count(*)::int AS n FROM admin_audit_log');
      expect({ total: first.body.total, page: first.body.page, pageSize: first.body.pageSize }).toEqual({ total, page: 1, pageSize: 3 });
      const me = { id: adminId, name: 'Administrator', email: ADMIN_EMAIL };
      expect(first.body.items).toEqual([
        {
          id: expect.any(String), createdAt: expect.any(String), action: 'user.delete', admin: me,
          target: { type: 'user', id: created.id, name: null, email: null, owner: null },
          details: { role: 'user', eventCount: 0 },
        },
        {
          id: expect.any(String), createdAt: expect.any(String), action: 'user.create', admin: me,
          target: { type: 'user', id: created.id, name: null, email: null, owner: null },
          details: { role: 'user', eventCredits: 3 },
        },
        {
          id: expect.any(String), createdAt: expect.any(String), action: 'event.export', admin: me,
          target: { type: 'event', id: event.id, name: event.name, email: null, owner: { id: ownerId, name: ownerAccount.name, email: ownerAccount.email } },
          details: { ownerId, accountId: expect.any(String), leadCount: 2 },
        },
      ]);

      // the next page goes on where the first ended, newest first
      const second = (await admin.get('/api/admin/audit-log?page=2&pageSize=3').expect(200)).body;
      const times = [...first.body.items, ...second.items].map((item: { createdAt: string }) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(second.items.map((item: { id: string }) => item.id)).not.toContain(first.body.items[2].id);
      expect((await admin.get(`/api/admin/audit-log?page=${total + 1}`).expect(200)).body).toMatchObject({ items: [], total });

      for (const [query, field, message] of [
        ['page=0', 'page', 'Die Seite (page) muss eine ganze Zahl ab 1 sein.'],
        ['page=zwei', 'page', 'Die Seite (page) muss eine ganze Zahl ab 1 sein.'],
        ['pageSize=101', 'pageSize', 'Die Seitengröße (pageSize) muss eine ganze Zahl von 1 bis 100 sein.'],
      ]) {
        const bad = await admin.get(`/api/admin/audit-log?${query}`);
        expect({ query, status: bad.status, body: bad.body }).toEqual({ query, status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message, errors: { [field]: message } } });
      }
    });
  });
});
