import { verificationToken } from './support/smtp-sink';
import { apiWithSmtpSink, TestApp } from './support/test-app';
import { newAccount, registerAndVerify } from './support/accounts';

describe('identity: registration, activation, sessions, account deletion', () => {
  const suite = apiWithSmtpSink();

  describe('POST /api/auth/register', () => {
    it.each([
      [{ email: '', name: 'Anna', companySlug: 'anna-gmbh', password: 'geheim123' }, 'Alle Felder sind erforderlich'],
      [{ email: 'a@example.com', name: '   ', companySlug: 'anna-gmbh', password: 'geheim123' }, 'Alle Felder sind erforderlich'],
      [{ email: 'a@example.com', name: 'Anna', password: 'geheim123' }, 'Alle Felder sind erforderlich'],
      [{ email: 'a@example.com', name: 'Anna', companySlug: 'anna-gmbh', password: 42 }, 'Alle Felder sind erforderlich'],
      [{ email: 'a@example.com', name: 'Anna', companySlug: 'anna-gmbh', password: '12345' }, 'Passwort muss mindestens 6 Zeichen lang sein'],
      [{ email: 'a@example.com', name: 'Anna', companySlug: 'ab', password: 'geheim123' }, 'Firmen-Slug muss mindestens 3 Zeichen lang sein'],
      [{ email: 'a@example.com', name: 'Anna', companySlug: 'Anna GmbH', password: 'geheim123' }, 'Der Firmen-Slug darf nur Kleinbuchstaben (a-z), Ziffern und Bindestriche enthalten.'],
      [{ email: 'keine-adresse', name: 'Anna', companySlug: 'anna-gmbh', password: 'geheim123' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      [{ email: 'a@example.com', name: 'Anna', companySlug: 'dashboard', password: 'geheim123' }, 'Dieser Firmen-Slug ist für die App reserviert. Bitte wähle einen anderen.'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await suite.t.client().post('/api/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
    });

    it('stores trimmed fields, answers the user’s fields and sends the activation mail with its link', async () => {
      const account = newAccount();
      const res = await suite.t.client().post('/api/auth/register', {
        email: `  ${account.email.toUpperCase()} `,
        name: ` ${account.name} `,
        companySlug: ` ${account.companySlug} `,
        password: ` ${account.password} `,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        requiresVerification: true,
        email: account.email,
        message: expect.stringContaining('Aktivierungslink'),
        user: { email: account.email, name: account.name, companySlug: account.companySlug, eventCredits: 0, role: 'user' },
      });
      const [mail] = await suite.sink.waitFor(account.email);
      expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse für FairLeads');
      expect(mail.text).toContain(`http://localhost:3999/verify-email/${verificationToken(mail)}`);
      expect(mail.html).toContain(`href="http://localhost:3999/verify-email/${verificationToken(mail)}"`);
      const [row] = await suite.t.dataSource.query(
        // the slug is held on the pending registration until the activation makes the account
        'SELECT u.email, u.name, t.company_slug, u.password_hash FROM users u JOIN email_verification_tokens t ON t.user_id = u.id WHERE u.email = $1',
        [account.email],
      );
      expect(row).toMatchObject({ email: account.email, name: account.name, company_slug: account.companySlug });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const tokens = await suite.t.dataSource.query('SELECT token_hash FROM email_verification_tokens');
      expect(tokens.map((r: { token_hash: string }) => r.token_hash)).not.toContain(verificationToken(mail));
    });

    it('answers 409 for a confirmed address and for a taken company slug', async () => {
      const account = await registerAndVerify(suite.t.client(), suite.sink);
      const sameMail = await suite.t.client().post('/api/auth/register', newAccount({ email: account.email }));
      expect(sameMail.status).toBe(409);
      expect(sameMail.body.message).toBe('Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.');
      const sameSlug = await suite.t.client().post('/api/auth/register', newAccount({ companySlug: account.companySlug }));
      expect(sameSlug.status).toBe(409);
      expect(sameSlug.body.message).toBe('Dieser Firmen-Slug ist bereits vergeben. Bitte wähle einen anderen.');
    });

    it('sends a new mail when an unconfirmed address registers again, and says so', async () => {
      const account = newAccount();
      await suite.t.client().post('/api/auth/register', account).expect(201);
      const again = await suite.t.client().post('/api/auth/register', account);
      expect(again.status).toBe(200);
      expect(again.body.requiresVerification).toBe(true);
      expect(again.body.message).toContain('bereits registriert, aber noch nicht bestätigt');
      const mails = await suite.sink.waitFor(account.email, 2);
      expect(verificationToken(mails[0])).not.toBe(verificationToken(mails[1]));
      const users = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [account.email]);
      expect(users[0].n).toBe(1);
    });

    it('does not let someone who pre-registered an address sign in after its owner confirms', async () => {
      const victim = newAccount();
      await suite.t.client().post('/api/auth/register', { ...victim, password: 'angreifer-pw' }).expect(201);
      await suite.t.client().post('/api/auth/register', victim).expect(200);
      const mails = await suite.sink.waitFor(victim.email, 2);
      await suite.t.client().get(`/api/verify-email/${verificationToken(mails[1])}`).expect(200);

      const attacker = await suite.t.client().post('/api/auth/login', { email: victim.email, password: 'angreifer-pw' });
      expect(attacker.status).toBe(401);
      await suite.t.client().post('/api/auth/login', { email: victim.email, password: victim.password }).expect(200);
      // the other link of the account stops working once it is active
      await suite.t.client().get(`/api/verify-email/${verificationToken(mails[0])}`).expect(400);
    });
  });

  describe('GET /api/verify-email', () => {
    it('activates once, then answers success again for the same link', async () => {
      const account = newAccount();
      const client = suite.t.client();
      await client.post('/api/auth/register', account).expect(201);
      const token = verificationToken((await suite.sink.waitFor(account.email))[0]);

      const first = await client.get(`/api/verify-email/${token}`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ user: { email: account.email }, message: 'Dein Account wurde erfolgreich aktiviert. Du kannst dich jetzt anmelden.' });
      const second = await client.get(`/api/verify-email?token=${token}`);
      expect(second.status).toBe(200);
      expect(second.body.message).toBe('Dein Account ist bereits aktiviert. Du kannst dich jetzt anmelden.');
    });

    it('accepts the token as query parameter', async () => {
      const account = newAccount();
      await suite.t.client().post('/api/auth/register', account).expect(201);
      const token = verificationToken((await suite.sink.waitFor(account.email))[0]);
      const res = await suite.t.client().get(`/api/verify-email?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(account.email);
    });

    it.each(['unknown-token', 'x'.repeat(300)])('answers 400 Ungültiger Aktivierungslink for %s', async (token) => {
      const res = await suite.t.client().get(`/api/verify-email/${token}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Ungültiger Aktivierungslink' });
    });

    it('answers 400 without a token and for an expired link', async () => {
      await suite.t.client().get('/api/verify-email').expect(400);
      const account = newAccount();
      await suite.t.client().post('/api/auth/register', account).expect(201);
      const token = verificationToken((await suite.sink.waitFor(account.email))[0]);
      await suite.t.dataSource.query(
        `UPDATE email_verification_tokens SET expires_at = now() - interval '1 minute'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [account.email],
      );
      const res = await suite.t.client().get(`/api/verify-email/${token}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Ungültiger Aktivierungslink');
      const [user] = await suite.t.dataSource.query('SELECT email_verified_at FROM users WHERE email = $1', [account.email]);
      expect(user.email_verified_at).toBeNull();
    });
  });

  describe('POST /api/auth/login', () => {
    it('refuses an unconfirmed account with 403 after checking the password', async () => {
      const account = newAccount();
      await suite.t.client().post('/api/auth/register', account).expect(201);
      const wrong = await suite.t.client().post('/api/auth/login', { email: account.email, password: 'falsch123' });
      expect(wrong.status).toBe(401);
      const right = await suite.t.client().post('/api/auth/login', { email: account.email, password: account.password });
      expect(right.status).toBe(403);
      expect(right.body.message).toBe('Bitte bestätige zuerst deine E-Mail-Adresse. Den Link dazu findest du in unserer E-Mail.');
    });

    it('gives an unknown address and a wrong password the same answer', async () => {
      const account = await registerAndVerify(suite.t.client(), suite.sink);
      const unknown = await suite.t.client().post('/api/auth/login', { email: 'niemand@example.com', password: 'geheim123' });
      const wrong = await suite.t.client().post('/api/auth/login', { email: account.email, password: 'falsch123' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    });

    it('answers 400 when a field is missing', async () => {
      const res = await suite.t.client().post('/api/auth/login', { email: 'a@example.com' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('E-Mail-Adresse und Passwort sind erforderlich.');
    });

    it('refuses a deactivated account with 403 and ends its running sessions', async () => {
      const client = suite.t.client();
      const account = await registerAndVerify(client, suite.sink);
      await client.post('/api/auth/login', account).expect(200);
      await client.get('/api/auth/me').expect(200);

      await suite.t.dataSource.query('UPDATE users SET is_active = false WHERE email = $1', [account.email]);
      await client.get('/api/auth/me').expect(401);
      const res = await suite.t.client().post('/api/auth/login', account);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Dein Account wurde deaktiviert. Bitte wende dich an den Support.');
    });

    it('starts a session with a safe cookie, a new session id and records the login time', async () => {
      const client = suite.t.client();
      const account = await registerAndVerify(client, suite.sink);
      const res = await client.post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Erfolgreich angemeldet', user: { email: account.email, role: 'user' } });
      const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('fairleads.sid='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/); // APP_URL is http in tests; https turns it on
      const [user] = await suite.t.dataSource.query('SELECT id, last_login_at FROM users WHERE email = $1', [account.email]);
      expect(user.last_login_at).not.toBeNull();
      const sessions = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]);
      expect(sessions[0].n).toBe(1);
    });

    it('marks only the first sign-in of an organiser, which opens the welcome dialog', async () => {
      const client = suite.t.client();
      const account = await registerAndVerify(client, suite.sink);
      const first = await client.post('/api/auth/login', account).expect(200);
      expect(first.body.firstLogin).toBe(true);
      expect(first.body.user).not.toHaveProperty('firstLogin');
      const again = await suite.t.client().post('/api/auth/login', account).expect(200);
      expect(again.body.firstLogin).toBe(false);
    });

    it('tells /api/auth/me whether the organiser signed in before this session, on every device', async () => {
      const firstDevice = suite.t.client();
      const account = await registerAndVerify(firstDevice, suite.sink);
      const login = await firstDevice.post('/api/auth/login', account).expect(200);
      expect(login.body.user.signedInBefore).toBe(false);
      // the first session: the dashboard says 'Willkommen', also on the next visit
      expect((await firstDevice.get('/api/auth/me').expect(200)).body.signedInBefore).toBe(false);
      expect((await firstDevice.get('/api/auth/me').expect(200)).body.signedInBefore).toBe(false);

      const secondDevice = suite.t.client();
      const again = await secondDevice.post('/api/auth/login', account).expect(200);
      expect(again.body.user.signedInBefore).toBe(true);
      expect((await secondDevice.get('/api/auth/me').expect(200)).body.signedInBefore).toBe(true);
      // and the first device's session learns it too: the user has been here before
      expect((await firstDevice.get('/api/auth/me').expect(200)).body.signedInBefore).toBe(true);
    });
  });

  it('carries a user through register, mail, activation, login, me, logout and account deletion', async () => {
    const client = suite.t.client();
    const account = newAccount();
    await client.post('/api/auth/register', account).expect(201);
    const [mail] = await suite.sink.waitFor(account.email);
    await client.get(`/api/verify-email/${verificationToken(mail)}`).expect(200);

    await client.get('/api/auth/me').expect(401);
    await client.post('/api/auth/login', { email: account.email, password: account.password }).expect(200);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      name: account.name,
      email: account.email,
      companySlug: account.companySlug,
      eventCredits: 0,
      freeEventAvailable: true,
      role: 'user',
      locale: 'de',
      signedInBefore: false,
      // the activation made the account, with the user as its owner
      accountId: expect.any(String),
      accountRole: 'owner',
      currentAccountId: me.body.accountId,
      accounts: [{ id: me.body.accountId, name: account.name, role: 'owner' }],
      secondFactor: { enabled: false, required: false, satisfied: false },
    });

    await client.post('/api/auth/logout').expect(200);
    const afterLogout = await client.get('/api/auth/me');
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet. Bitte melde dich an.' });

    await client.post('/api/auth/login', account).expect(200);
    const second = suite.t.client();
    await second.post('/api/auth/login', account).expect(200);

    const wrong = await client.delete('/api/auth/account', { confirmation: 'delete' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Bitte gib exakt 'DELETE' ein, um fortzufahren.");
    await client.delete('/api/auth/account', {}).expect(400);

    const deleted = await client.delete('/api/auth/account', { confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    await client.get('/api/auth/me').expect(401);
    await second.get('/api/auth/me').expect(401); // the other device is signed out too
    await suite.t.client().post('/api/auth/login', account).expect(401);

    expect(await rowsMentioning(suite.t, [me.body.id, me.body.accountId, account.email, account.companySlug])).toEqual([]);
  });

  it('refuses account deletion without a session', async () => {
    const res = await suite.t.client().delete('/api/auth/account', { confirmation: 'DELETE' });
    expect(res.status).toBe(401);
  });
});

/** Every table and row (as text) that still mentions one of the needles. */
async function rowsMentioning(t: TestApp, needles: string[]): Promise<string[]> {
  const tables: { table_name: string }[] = await t.dataSource.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'dev_mailbox'`,
  );
  const hits: string[] = [];
  for (const { table_name } of tables) {
    const rows: { row: string }[] = await t.dataSource.query(`SELECT t::text AS row FROM "${table_name}" t`);
    for (const { row } of rows) {
      if (needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase()))) hits.push(`${table_name}: ${row.slice(0, 200)}`);
    }
  }
  return hits;
}
