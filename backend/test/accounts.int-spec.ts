import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../src/database/typeorm-options';
import { invitationToken, joinAsMember, newAccount, registerAndVerify } from './support/accounts';
import type { Response } from 'supertest';
import type { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

describe('accounts: members, roles and invitations', () => {
  const suite = apiWithSmtpSink();

  /** A new organiser, signed in, acting in their own account. */
  async function organiser(): Promise<{ client: TestClient; email: string; name: string; userId: string; accountId: string }> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    const login = await client.post('/api/auth/login', account).expect(200);
    return { client, email: account.email, name: account.name, userId: login.body.user.id, accountId: login.body.user.accountId };
  }

  /** The token of the next invitation mail to the address (after what it got so far). */
  async function nextInvitation(email: string, send: () => Promise<unknown>): Promise<{ token: string; mail: CaughtMail }> {
    const before = suite.sink.mailsTo(email).length;
    await send();
    const mail = (await suite.sink.waitFor(email, before + 1))[before];
    return { token: invitationToken(mail), mail };
  }

  async function invite(owner: TestClient, email: string, role: string): Promise<string> {
    return (await nextInvitation(email, () => owner.post('/api/account/invitations', { email, role }).expect(201))).token;
  }

  it('invites by mail; the invited organiser accepts in their own session and is listed with the role', async () => {
    const owner = await organiser();
    const guest = await organiser();
    await owner.client.patch('/api/account', { name: 'Messebau Nord GmbH' }).expect(200);

    let invited!: Response;
    const { mail, token } = await nextInvitation(guest.email, async () => {
      invited = await owner.client.post('/api/account/invitations', { email: ` ${guest.email.toUpperCase()} `, role: 'manager' });
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({ id: expect.any(String), email: guest.email, role: 'manager', expiresAt: expect.any(String) });
    const days = (Date.parse(invited.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect(mail.subject).toBe(`${owner.name} lädt dich zu Messebau Nord GmbH bei FairLeads ein`);
    expect(mail.text).toContain(`http://localhost:3999/einladung/${token}`);
    expect(mail.html).toContain(`href="http://localhost:3999/einladung/${token}"`);
    expect(mail.text).toContain('in der Rolle Verwaltung');
    const [{ n }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM account_invitations WHERE token_hash = $1', [token]);
    expect(n).toBe(0); // only its hash is stored

    const open = await owner.client.get('/api/account/invitations');
    expect(open.body).toEqual([{ id: invited.body.id, email: guest.email, role: 'manager', expiresAt: invited.body.expiresAt, invitedAt: expect.any(String) }]);

    const preview = await suite.t.client().get(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ accountName: 'Messebau Nord GmbH', role: 'manager', email: guest.email, expiresAt: invited.body.expiresAt });

    const accepted = await guest.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ accountId: owner.accountId, name: 'Messebau Nord GmbH', role: 'manager' });

    // the joined account is now the guest's current one, beside their own
    const me = await guest.client.get('/api/auth/me');
    expect(me.body).toMatchObject({ accountId: owner.accountId, currentAccountId: owner.accountId, accountRole: 'manager' });
    expect(me.body.accounts).toEqual([
      { id: guest.accountId, name: guest.name, role: 'owner' },
      { id: owner.accountId, name: 'Messebau Nord GmbH', role: 'manager' },
    ]);
    expect((await guest.client.get('/api/account')).body).toEqual({
      id: owner.accountId,
      name: 'Messebau Nord GmbH',
      companySlug: expect.any(String),
      role: 'manager',
      requireSecondFactor: false,
    });

    const members = await owner.client.get('/api/account/members');
    expect(members.body).toEqual([
      { userId: owner.userId, email: owner.email, name: owner.name, role: 'owner', joinedAt: expect.any(String), secondFactorEnabled: false },
      { userId: guest.userId, email: guest.email, name: guest.name, role: 'manager', joinedAt: expect.any(String), secondFactorEnabled: false },
    ]);
    expect((await owner.client.get('/api/account/invitations')).body).toEqual([]);

    const audit = await owner.client.get('/api/account/audit');
    expect(audit.body.map((entry: { action: string; subject: string; actorName: string }) => [entry.action, entry.subject, entry.actorName])).toEqual([
      ['member.joined', guest.name, guest.name],
      ['member.invited', guest.email, owner.name],
      ['account.renamed', 'Messebau Nord GmbH', owner.name],
      ['member.joined', owner.name, owner.name],
    ]);

    // the link works once: a second use, by anyone, finds nothing
    const again = await suite.t.client().get(`/api/invitations/${token}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'INVITATION_NOT_FOUND', message: expect.stringContaining('Einladung') });
    const third = await organiser();
    expect((await third.client.post(`/api/invitations/${token}/accept`)).status).toBe(404);
  });

  it('refuses an address that is a member already or invited already (409)', async () => {
    const owner = await organiser();
    const self = await owner.client.post('/api/account/invitations', { email: owner.email, role: 'staff' });
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ code: 'ACCOUNT_ALREADY_MEMBER', message: 'Diese Person ist bereits Mitglied in diesem Konto.' });
    const email = newAccount().email;
    await invite(owner.client, email, 'staff');
    const twice = await owner.client.post('/api/account/invitations', { email, role: 'manager' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('INVITATION_PENDING');
    const badRole = await owner.client.post('/api/account/invitations', { email: newAccount().email, role: 'admin' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toContain('Rolle');
  });

  it('answers 410 for an expired invitation, and a new invitation replaces it', async () => {
    const owner = await organiser();
    const guest = await organiser();
    const token = await invite(owner.client, guest.email, 'staff');
    await suite.t.dataSource.query("UPDATE account_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1", [guest.email]);
    const preview = await suite.t.client().get(`/api/invitations/${token}`);
    expect(preview.status).toBe(410);
    expect(preview.body).toEqual({ statusCode: 410, code: 'INVITATION_EXPIRED', message: 'Diese Einladung ist abgelaufen. Bitte lass dich erneut einladen.' });
    expect((await guest.client.post(`/api/invitations/${token}/accept`)).status).toBe(410);
    expect((await guest.client.get('/api/auth/me')).body.accounts).toHaveLength(1);

    const renewed = await invite(owner.client, guest.email, 'staff');
    await guest.client.post(`/api/invitations/${renewed}/accept`).expect(200);
  });

  it('withdraws an invitation: its link answers 404', async () => {
    const owner = await organiser();
    const email = newAccount().email;
    const token = await invite(owner.client, email, 'staff');
    const [{ id }] = (await owner.client.get('/api/account/invitations')).body;
    await owner.client.delete(`/api/account/invitations/${id}`).expect(204);
    expect((await suite.t.client().get(`/api/invitations/${token}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/account/invitations/${id}`)).status).toBe(404);
    expect((await owner.client.get('/api/account/invitations')).body).toEqual([]);
    const other = await organiser();
    expect((await other.client.post(`/api/invitations/${token}/accept`)).body.code).toBe('INVITATION_NOT_FOUND');
    // another account's invitation is not there for this one
    const foreign = await organiser();
    expect((await foreign.client.delete(`/api/account/invitations/${id}`)).status).toBe(404);
    expect((await owner.client.get('/api/account/audit')).body[0]).toMatchObject({ action: 'invitation.withdrawn', subject: email });
  });

  it('sends an invitation again with a new link; the old link stops working', async () => {
    const owner = await organiser();
    const guest = await organiser();
    const oldToken = await invite(owner.client, guest.email, 'staff');
    await suite.t.dataSource.query("UPDATE account_invitations SET expires_at = now() + interval '1 hour' WHERE email = $1", [guest.email]);
    const [{ id }] = (await owner.client.get('/api/account/invitations')).body;
    let resent!: Response;
    const { token: newToken } = await nextInvitation(guest.email, async () => {
      resent = await owner.client.post(`/api/account/invitations/${id}/resend`);
    });
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(newToken).not.toBe(oldToken);
    expect((await guest.client.post(`/api/invitations/${oldToken}/accept`)).status).toBe(404);
    await guest.client.post(`/api/invitations/${newToken}/accept`).expect(200);
  });

  it('registers from an invitation: no company slug asked, no account of their own, a member with the invited role', async () => {
    const owner = await organiser();
    const member = await joinAsMember(suite, owner.client, 'staff');
    const me = await member.client.get('/api/auth/me');
    expect(me.body).toMatchObject({ accountId: owner.accountId, accountRole: 'staff', companySlug: expect.any(String) });
    expect(me.body.accounts).toEqual([{ id: owner.accountId, name: expect.any(String), role: 'staff' }]);
    const [{ n }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM account_members WHERE user_id = $1', [member.userId]);
    expect(n).toBe(1);

    // a registration from a used link is refused before anything is stored
    const [invitationMail] = await suite.sink.waitFor(member.email);
    const late = newAccount();
    const refused = await suite.t.client().post('/api/auth/register', { email: late.email, name: late.name, password: late.password, invitationToken: invitationToken(invitationMail) });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('INVITATION_NOT_FOUND');
    // and without an invitation the slug is required as before
    const noSlug = await suite.t.client().post('/api/auth/register', { email: late.email, name: late.name, password: late.password });
    expect(noSlug.status).toBe(400);
  });

  it('keeps an owner: the last one cannot step down, be removed, leave or delete their user while others are members', async () => {
    const owner = await organiser();
    const staff = await joinAsMember(suite, owner.client, 'staff');
    const lastOwner = { code: 'ACCOUNT_LAST_OWNER', message: 'Ein Konto braucht mindestens eine Inhaberin oder einen Inhaber. Übergib die Inhaberschaft zuerst.' };

    expect((await owner.client.patch(`/api/account/members/${owner.userId}`, { role: 'manager' })).body).toMatchObject({ statusCode: 409, ...lastOwner });
    expect((await owner.client.delete(`/api/account/members/${owner.userId}`)).body).toMatchObject({ statusCode: 409, ...lastOwner });
    expect((await owner.client.post('/api/account/leave')).body).toMatchObject({ statusCode: 409, ...lastOwner });
    expect((await owner.client.delete('/api/auth/account', { confirmation: 'DELETE' })).body).toMatchObject({ statusCode: 409, ...lastOwner });
    await owner.client.get('/api/auth/me').expect(200);

    // with a second owner the first may step down
    const promoted = await owner.client.patch(`/api/account/members/${staff.userId}`, { role: 'owner' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: staff.userId, role: 'owner' });
    await owner.client.patch(`/api/account/members/${owner.userId}`, { role: 'manager' }).expect(200);
    expect((await owner.client.get('/api/auth/me')).body.accountRole).toBe('manager');
    const audit = (await staff.client.get('/api/account/audit')).body as { action: string }[];
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['member.role_changed', 'member.role_changed']);
  });

  it('deletes an account with its only member, and leaves the shared ones', async () => {
    const owner = await organiser();
    const staff = await joinAsMember(suite, owner.client, 'staff');
    await staff.client.delete('/api/auth/account', { confirmation: 'DELETE' }).expect(200);
    expect((await owner.client.get('/api/account/members')).body).toHaveLength(1);
    await owner.client.delete('/api/auth/account', { confirmation: 'DELETE' }).expect(200);
    const [{ n }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM accounts WHERE id = $1', [owner.accountId]);
    expect(n).toBe(0);
  });

  it('a removed member loses the account on their next request: the session falls back to their own, or to none', async () => {
    const owner = await organiser();
    const guest = await organiser();
    await guest.client.post(`/api/invitations/${await invite(owner.client, guest.email, 'manager')}/accept`).expect(200);
    expect((await guest.client.get('/api/account')).body.id).toBe(owner.accountId);
    const onlyHere = await joinAsMember(suite, owner.client, 'staff');

    await owner.client.delete(`/api/account/members/${guest.userId}`).expect(204);
    await owner.client.delete(`/api/account/members/${onlyHere.userId}`).expect(204);

    const fallback = await guest.client.get('/api/account');
    expect(fallback.status).toBe(200);
    expect(fallback.body).toMatchObject({ id: guest.accountId, role: 'owner' });
    expect((await guest.client.get('/api/auth/me')).body.accounts).toEqual([{ id: guest.accountId, name: guest.name, role: 'owner' }]);

    const none = await onlyHere.client.get('/api/auth/me');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ accountId: null, currentAccountId: null, accountRole: null, accounts: [], companySlug: '', eventCredits: 0 });
    const audit = (await owner.client.get('/api/account/audit')).body as { action: string }[];
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['member.removed', 'member.removed']);
  });

  it('a member leaves; the session moves to their other account', async () => {
    const owner = await organiser();
    const guest = await organiser();
    await guest.client.post(`/api/invitations/${await invite(owner.client, guest.email, 'staff')}/accept`).expect(200);
    const left = await guest.client.post('/api/account/leave');
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: 'Du hast das Konto verlassen.' });
    expect((await guest.client.get('/api/auth/me')).body).toMatchObject({ currentAccountId: guest.accountId, accountRole: 'owner' });
    expect((await owner.client.get('/api/account/audit')).body[0]).toMatchObject({ action: 'member.left', subject: guest.name });
  });

  it("switches between one's accounts; another account's id answers 404", async () => {
    const owner = await organiser();
    const guest = await organiser();
    await guest.client.post(`/api/invitations/${await invite(owner.client, guest.email, 'staff')}/accept`).expect(200);

    const back = await guest.client.post('/api/account/switch', { accountId: guest.accountId });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ id: guest.accountId, name: guest.name, companySlug: expect.any(String), role: 'owner', requireSecondFactor: false });
    expect((await guest.client.get('/api/auth/me')).body).toMatchObject({ currentAccountId: guest.accountId, accountRole: 'owner' });
    await guest.client.post('/api/account/switch', { accountId: owner.accountId }).expect(200);
    expect((await guest.client.get('/api/account')).body).toMatchObject({ id: owner.accountId, role: 'staff' });

    const stranger = await organiser();
    const foreign = await guest.client.post('/api/account/switch', { accountId: stranger.accountId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ statusCode: 404, code: 'ACCOUNT_NOT_FOUND', message: 'Dieses Konto wurde nicht gefunden.' });
    expect((await guest.client.get('/api/account')).body.id).toBe(owner.accountId);
  });

  it('a manager manages the team but cannot touch owners or make one (403 FORBIDDEN_ROLE)', async () => {
    const owner = await organiser();
    const manager = await joinAsMember(suite, owner.client, 'manager');
    const staff = await joinAsMember(suite, manager.client, 'staff');
    const forbidden = { statusCode: 403, code: 'FORBIDDEN_ROLE', message: 'Dazu fehlt dir die Berechtigung in diesem Konto.' };

    expect((await manager.client.patch(`/api/account/members/${owner.userId}`, { role: 'staff' })).body).toEqual(forbidden);
    expect((await manager.client.delete(`/api/account/members/${owner.userId}`)).body).toEqual(forbidden);
    expect((await manager.client.patch(`/api/account/members/${staff.userId}`, { role: 'owner' })).body).toEqual(forbidden);
    expect((await manager.client.patch(`/api/account/members/${manager.userId}`, { role: 'owner' })).body).toEqual(forbidden);
    expect((await manager.client.post('/api/account/invitations', { email: newAccount().email, role: 'owner' })).body).toEqual(forbidden);
    await manager.client.patch(`/api/account/members/${staff.userId}`, { role: 'manager' }).expect(200);
    await manager.client.delete(`/api/account/members/${staff.userId}`).expect(204);
    expect((await owner.client.get('/api/account/members')).body.map((member: { role: string }) => member.role)).toEqual(['owner', 'manager']);
    // a member of another account is no member here
    const stranger = await organiser();
    expect((await manager.client.delete(`/api/account/members/${stranger.userId}`)).body.code).toBe('ACCOUNT_MEMBER_NOT_FOUND');
  });
});

describe('the Accounts migration of the organisers before teams', () => {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${new URL(adminUrl).pathname.slice(1)}_accounts_${randomInt(1e9)}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const ACCOUNTS = 1764870000000;

  async function admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  /** The real migrations up to (before, or with) the Accounts one. */
  async function migrateUpTo(until: number): Promise<DataSource> {
    const folder = join(__dirname, '..', 'src', 'database', 'migrations');
    const files = readdirSync(folder).filter((file) => Number(file.slice(0, 13)) <= until);
    const dataSource = new DataSource({ ...typeormOptions(url), migrations: files.map((file) => join(folder, file)) });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return dataSource;
  }

  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('makes every organiser the owner of an account of their id, with their credits and slug, and everything still theirs', async () => {
    const before = await migrateUpTo(ACCOUNTS - 1);
    let ids: { userId: string; eventId: string };
    try {
      const [user] = await before.query(
        `INSERT INTO users (email, name, company_slug, password_hash, email_verified_at, event_credits, free_event_used_at, created_at)
         VALUES ('alt@example.com', 'Alte Organisatorin', 'alte-firma', 'x', now(), 4, now(), '2025-01-02T03:04:05Z') RETURNING id`,
      );
      await before.query(`INSERT INTO billing_profiles (user_id, first_name, last_name, company_name, email, street, zip, city, country)
                          VALUES ($1, 'Alte', 'Organisatorin', 'Alte Firma GmbH', 'alt@example.com', 'Weg 1', '12345', 'Köln', 'DE')`, [user.id]);
      const [event] = await before.query(
        `INSERT INTO events (user_id, name, slug, start_date, end_date, download_url) VALUES ($1, 'Messe', 'messe', '2025-03-01', '2025-03-03', 'https://example.com/k.pdf')
         RETURNING id`,
        [user.id],
      );
      await before.query(
        `INSERT INTO leads (id, event_id, status, double_opt_in, created_at, version, last_position) VALUES (gen_random_uuid(), $1, 'confirmed', true, now(), 1, 1)`,
        [event.id],
      );
      await before.query(`INSERT INTO webhook_endpoints (user_id, url, secret, facts) VALUES ($1, 'https://crm.example.com/hook', 'geheim', '{lead.captured}')`, [user.id]);
      await before.query(
        `INSERT INTO payments (user_id, flow, state, stripe_payment_intent_id, paid_at, amount_net_cents, vat_cents, vat_rate, country, currency, credits)
         VALUES ($1, 'checkout', 'paid', 'pi_alt', now(), 4900, 931, 19, 'DE', 'EUR', 1)`,
        [user.id],
      );
      ids = { userId: user.id, eventId: event.id };
    } finally {
      await before.destroy();
    }

    const after = await migrateUpTo(ACCOUNTS);
    try {
      const [account] = await after.query('SELECT id, name, company_slug, event_credits, free_event_used_at FROM accounts');
      expect(account).toMatchObject({ id: ids.userId, name: 'Alte Firma GmbH', company_slug: 'alte-firma', event_credits: 4, free_event_used_at: expect.any(Date) });
      const members = await after.query('SELECT account_id, user_id, role, joined_at FROM account_members');
      expect(members).toEqual([{ account_id: ids.userId, user_id: ids.userId, role: 'owner', joined_at: new Date('2025-01-02T03:04:05Z') }]);
      const userColumns = (await after.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`)).map(
        (row: { column_name: string }) => row.column_name,
      );
      expect(userColumns).not.toEqual(expect.arrayContaining(['company_slug']));
      expect(userColumns).not.toContain('event_credits');
      expect(userColumns).not.toContain('free_event_used_at');
      // each table of the exhibitor reaches its rows through the account
      for (const table of ['events', 'webhook_endpoints', 'payments', 'billing_profiles']) {
        const [{ n }] = await after.query(`SELECT count(*)::int AS n FROM ${table} t JOIN accounts a ON a.id = t.user_id`);
        expect([table, n]).toEqual([table, 1]);
      }
      const [{ leads }] = await after.query('SELECT count(*)::int AS leads FROM leads l JOIN events e ON e.id = l.event_id JOIN accounts a ON a.id = e.user_id');
      expect(leads).toBe(1);
      const fks = await after.query(
        `SELECT conrelid::regclass::text AS "table", confrelid::regclass::text AS target FROM pg_constraint
          WHERE conname IN ('events_user_id_fkey', 'webhook_endpoints_user_id_fkey', 'payments_user_id_fkey', 'billing_profiles_user_id_fkey',
                            'deleted_event_totals_user_id_fkey', 'weekly_reports_user_id_fkey')`,
      );
      expect(fks.map((fk: { target: string }) => fk.target)).toEqual(Array(6).fill('accounts'));
      // deleting the account takes its events along, and keeps the payment without it
      await after.query('DELETE FROM accounts WHERE id = $1', [ids.userId]);
      expect(await after.query('SELECT id FROM events WHERE id = $1', [ids.eventId])).toEqual([]);
      expect(await after.query('SELECT user_id FROM payments')).toEqual([{ user_id: null }]);
    } finally {
      await after.destroy();
    }
  });
});
