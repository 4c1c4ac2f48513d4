import { registerAndVerify, type NewAccount } from './support/accounts';
import { freshRecoveryCode } from './support/second-factor';
import { mailsSettled, registerPasskey, sessionIdOf, signInWithPasskey, subjectsTo } from './support/passkeys';
import { SoftAuthenticator } from './support/soft-authenticator';
import { apiWithSmtpSink, type TestClient } from './support/test-app';

/**
 * Passkeys end to end without a browser: a software authenticator (test/support) answers the
 * server's WebAuthn options as a browser's authenticator would, with real ES256 signatures.
 */
describe('passkeys', () => {
  const suite = apiWithSmtpSink();
  let owner: TestClient;
  let account: NewAccount;
  let userId: string;
  let authenticator: SoftAuthenticator;

  beforeAll(async () => {
    owner = suite.t.client();
    account = await registerAndVerify(owner, suite.sink);
    userId = (await owner.post('/api/auth/login', account).expect(200)).body.user.id;
    authenticator = new SoftAuthenticator();
  });

  const passkeysOf = async (client: TestClient) => (await client.get('/api/account/security/passkeys').expect(200)).body as { id: string; name: string; lastUsedAt: string | null }[];
  const methodOfSession = async (client: TestClient): Promise<string | null> => {
    const [row] = await suite.t.dataSource.query(`SELECT sess -> 'signIn' ->> 'method' AS method FROM sessions WHERE sid = $1`, [sessionIdOf(client)]);
    return row.method;
  };

  it('registers a passkey as a discoverable credential, lists it and mails a notice', async () => {
    const options = await owner.post('/api/account/security/passkeys/options').expect(200);
    expect(options.body).toMatchObject({
      rp: { id: 'localhost', name: 'FairLeads' },
      user: { name: account.email, displayName: account.name },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    const res = await owner.post('/api/account/security/passkeys', { name: '  MacBook  ', response: authenticator.create(options.body) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'MacBook', createdAt: expect.any(String), lastUsedAt: null });
    expect(await passkeysOf(owner)).toEqual([res.body]);
    // the first passkey, enrolled in this session, makes it strong
    expect(await methodOfSession(owner)).toBe('passkey');

    await mailsSettled(suite.t, userId);
    const notice = suite.sink.mailsTo(account.email).find((m) => m.subject === 'Neuer Passkey hinzugefügt');
    expect(notice?.text).toContain('der Passkey „MacBook“ hinzugefügt');
    expect(notice?.text).toContain('http://localhost:3999/settings?tab=security');
  });

  it('offers the registered credentials as excluded, so the same authenticator is not added twice', async () => {
    const options = await owner.post('/api/account/security/passkeys/options').expect(200);
    expect(options.body.excludeCredentials).toEqual([{ id: authenticator.credentials[0].id.toString('base64url'), type: 'public-key', transports: ['internal'] }]);
  });

  it('signs in with the passkey alone: the session works, the use is recorded', async () => {
    const browser = suite.t.client();
    const res = await signInWithPasskey(browser, authenticator);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Erfolgreich angemeldet', user: { id: userId, email: account.email }, firstLogin: false });
    expect((await browser.get('/api/auth/me').expect(200)).body.email).toBe(account.email);
    expect(await methodOfSession(browser)).toBe('passkey');

    const [stored] = await suite.t.dataSource.query('SELECT counter::int AS counter, last_used_at FROM passkeys WHERE user_id = $1', [userId]);
    expect(stored.counter).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
    expect((await passkeysOf(owner))[0].lastUsedAt).toEqual(new Date(stored.last_used_at).toISOString());
  });

  it('refuses a replayed answer: its challenge was used, and a new challenge does not match it', async () => {
    const browser = suite.t.client();
    const options = await browser.post('/api/auth/passkey/options').expect(200);
    const response = authenticator.get(options.body);
    await browser.post('/api/auth/passkey', { response }).expect(200);

    const again = await browser.post('/api/auth/passkey', { response });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('PASSKEY_CHALLENGE_MISSING');

    const thief = suite.t.client();
    await thief.post('/api/auth/passkey/options').expect(200);
    const replayed = await thief.post('/api/auth/passkey', { response });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ code: 'PASSKEY_SIGN_IN_FAILED', message: expect.stringContaining('Passkey') });
    await thief.get('/api/auth/me').expect(401);
  });

  it('refuses an answer made for another origin (a phishing page)', async () => {
    const browser = suite.t.client();
    const options = await browser.post('/api/auth/passkey/options').expect(200);
    const res = await browser.post('/api/auth/passkey', { response: authenticator.get(options.body, { origin: 'https://fairleads-login.example' }) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('PASSKEY_SIGN_IN_FAILED');
    await browser.get('/api/auth/me').expect(401);
  });

  it('refuses a registration without a challenge, from another origin, or with a malformed answer (400, German)', async () => {
    const stranger = new SoftAuthenticator();
    const options = await owner.post('/api/account/security/passkeys/options').expect(200);
    const foreign = await owner.post('/api/account/security/passkeys', { name: 'Fremd', response: stranger.create(options.body, { origin: 'https://evil.example' }) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('PASSKEY_REGISTRATION_FAILED');

    // the challenge answered once, even wrongly
    const reused = await owner.post('/api/account/security/passkeys', { name: 'Fremd', response: stranger.create(options.body) });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('PASSKEY_CHALLENGE_MISSING');

    await owner.post('/api/account/security/passkeys/options').expect(200);
    const malformed = await owner.post('/api/account/security/passkeys', { name: 'Kaputt', response: { id: 42, response: 'nein' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('PASSKEY_REGISTRATION_FAILED');

    const notAnObject = await owner.post('/api/account/security/passkeys', { name: 'Kaputt', response: 'nein' });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.message).toBe('Die Antwort des Passkeys fehlt. Bitte versuche es noch einmal.');
    const longName = await owner.post('/api/account/security/passkeys', { name: 'x'.repeat(61), response: {} });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toBe('Der Name des Passkeys darf höchstens 60 Zeichen lang sein.');

    const badSignIn = await suite.t.client().post('/api/auth/passkey', { response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} } });
    expect(badSignIn.status).toBe(400);
    expect(badSignIn.body.code).toBe('PASSKEY_CHALLENGE_MISSING');
    expect(await passkeysOf(owner)).toHaveLength(1);
  });

  it("answers 404 for another user's passkey and keeps it", async () => {
    const other = suite.t.client();
    const otherAccount = await registerAndVerify(other, suite.sink);
    await other.post('/api/auth/login', otherAccount).expect(200);
    const [mine] = await passkeysOf(owner);
    const res = await other.delete(`/api/account/security/passkeys/${mine.id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PASSKEY_NOT_FOUND');
    expect(await passkeysOf(other)).toEqual([]);
    await other.delete('/api/account/security/passkeys/kein-uuid').expect(404);
    expect(await passkeysOf(owner)).toHaveLength(1);
  });

  it("a further passkey added in a password-only session does not make that session strong", async () => {
    const laptop = suite.t.client();
    await laptop.post('/api/auth/login', account).expect(200);
    const before = await methodOfSession(laptop);
    await registerPasskey(laptop, new SoftAuthenticator(), 'YubiKey');
    expect(await methodOfSession(laptop)).toBe(before);
    expect((await passkeysOf(owner)).map((p) => p.name)).toEqual(['YubiKey', 'MacBook']);
  });

  it('refuses the passkey of a deactivated user like the password sign-in', async () => {
    await suite.t.dataSource.query('UPDATE users SET is_active = false WHERE id = $1', [userId]);
    try {
      const res = await signInWithPasskey(suite.t.client(), authenticator);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('IDENTITY_ACCOUNT_DEACTIVATED');
    } finally {
      await suite.t.dataSource.query('UPDATE users SET is_active = true WHERE id = $1', [userId]);
    }
  });

  it('a removed passkey signs in no more', async () => {
    const macbook = (await passkeysOf(owner)).find((p) => p.name === 'MacBook')!;
    await owner.delete(`/api/account/security/passkeys/${macbook.id}`).expect(204);
    expect((await passkeysOf(owner)).map((p) => p.name)).toEqual(['YubiKey']);
    const browser = suite.t.client();
    const res = await signInWithPasskey(browser, authenticator);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('PASSKEY_SIGN_IN_FAILED');
    await browser.get('/api/auth/me').expect(401);
    await mailsSettled(suite.t, userId);
    expect(subjectsTo(suite.sink, account.email).filter((s) => s === 'Neuer Passkey hinzugefügt')).toHaveLength(2);
  });

  describe('a passkey is a second factor', () => {
    it("a TOTP user's first passkey, added in a password-only session, does not make it strong", async () => {
      const client = suite.t.client();
      const someone = await registerAndVerify(client, suite.sink);
      await client.post('/api/auth/login', someone).expect(200);
      // TOTP on (straight in the database), so this session, from before, proved no second factor
      await freshRecoveryCode(suite.t.dataSource, someone.email);
      await registerPasskey(client, new SoftAuthenticator(), 'Handy');
      expect(await methodOfSession(client)).toBe('password');
      expect((await client.get('/api/auth/me').expect(200)).body.secondFactor).toMatchObject({ enabled: true, satisfied: false });
    });

    it('the last second factor of a member whose account requires one cannot be removed; with a second passkey one can go', async () => {
      const client = suite.t.client();
      const someone = await registerAndVerify(client, suite.sink);
      await client.post('/api/auth/login', someone).expect(200);
      const first = await registerPasskey(client, new SoftAuthenticator(), 'Laptop');
      // enrolled in this session: strong, so the owner may require a second factor of everyone
      expect((await client.send('put', '/api/account/team/security', { requireSecondFactor: true })).status).toBe(200);

      const refused = await client.delete(`/api/account/security/passkeys/${first.id}`);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'SECOND_FACTOR_REQUIRED_BY_POLICY' });
      expect((await passkeysOf(client)).map((p) => p.name)).toEqual(['Laptop']);

      await registerPasskey(client, new SoftAuthenticator(), 'YubiKey');
      await client.delete(`/api/account/security/passkeys/${first.id}`).expect(204);
      expect((await passkeysOf(client)).map((p) => p.name)).toEqual(['YubiKey']);
      expect((await client.get('/api/auth/me').expect(200)).body.secondFactor).toEqual({ enabled: true, required: true, satisfied: true });
    });
  });
});
