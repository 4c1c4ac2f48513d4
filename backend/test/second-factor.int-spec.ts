import { randomBytes } from 'node:crypto';
import { Clock } from '../src/common/time/clock';
import { joinAsMember, registerAndVerify, type NewAccount } from './support/accounts';
import { errorContractViolation } from './support/german-message';
import { totpCode } from './support/second-factor';
import { apiWithSmtpSink, waitUntil, type TestClient } from './support/test-app';

const ADMIN_EMAIL = 'admin-zweiter-faktor@fairleads.example';
const ADMIN_PASSWORD = 'admin-geheim-456';
const STEP_MS = 30_000;
const REQUIRED = {
  statusCode: 403,
  code: 'SECOND_FACTOR_REQUIRED',
  message: 'Für diesen Bereich brauchst du eine Zwei-Faktor-Anmeldung. Richte sie in deinen Einstellungen unter „Sicherheit“ ein.',
};

/** A six-digit code that is not `code` (nor, but for a one in a million chance, any other valid one). */
function wrongCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

describe('second factor: TOTP, recovery codes, two-step sign-in, where it is required', () => {
  const suite = apiWithSmtpSink({ env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  const db = () => suite.t.dataSource;

  afterAll(() => {
    suite.t?.app.get(Clock).setNow(null);
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  async function signedInOrganiser(): Promise<{ client: TestClient; account: NewAccount }> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    await client.post('/api/auth/login', account).expect(200);
    return { client, account };
  }

  /** Setup and enable in the client's session: the base32 secret and the recovery codes. */
  async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await client.post('/api/account/security/totp/setup').expect(200);
    const enabled = await client.post('/api/account/security/totp/enable', { code: totpCode(setup.body.secret) });
    expect(enabled.status).toBe(200);
    return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  async function waitForMail(email: string, subject: string): Promise<void> {
    await waitUntil(() => suite.sink.mailsTo(email).some((mail) => mail.subject === subject), 10_000, `the mail "${subject}" to ${email}`);
  }

  /** Signs in with the password: the answer must ask for the second step. */
  async function passwordStep(client: TestClient, account: NewAccount): Promise<void> {
    const res = await client.post('/api/auth/login', account);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, message: 'Bitte gib den Code aus deiner Authenticator-App oder einen Wiederherstellungscode ein.' });
  }

  it('enrols with setup and enable, then signs in in two steps; a code and a recovery code work once each', async () => {
    const { client, account } = await signedInOrganiser();
    expect((await client.get('/api/auth/me').expect(200)).body.secondFactor).toEqual({ enabled: false, required: false, satisfied: false });
    expect((await client.get('/api/account/security').expect(200)).body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: false, sessionStrong: false });
    expect((await client.post('/api/account/security/totp/enable', { code: '123456' })).body.code).toBe('SECOND_FACTOR_NO_SETUP');

    const first = await client.post('/api/account/security/totp/setup').expect(200);
    expect(first.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/FairLeads:.+\?.*issuer=FairLeads/);
    expect(first.body.otpauthUrl).toContain(`secret=${first.body.secret}`);
    expect(first.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // a new setup replaces the pending one: the first secret's code no longer fits
    const second = await client.post('/api/account/security/totp/setup').expect(200);
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await client.post('/api/account/security/totp/enable', { code: totpCode(first.body.secret) });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'SECOND_FACTOR_WRONG_CODE', message: 'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App ein.' });

    const enabled = await client.post('/api/account/security/totp/enable', { code: totpCode(second.body.secret) });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // enrolling proved the factor: this session is strong
    expect((await client.get('/api/auth/me').expect(200)).body.secondFactor).toEqual({ enabled: true, required: false, satisfied: true });
    expect((await client.get('/api/account/security').expect(200)).body).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, secondFactorRequired: false, sessionStrong: true });
    await waitForMail(account.email, 'Zwei-Faktor-Anmeldung aktiviert');
    expect((await client.post('/api/account/security/totp/setup')).body.code).toBe('SECOND_FACTOR_ALREADY_ENABLED');

    // stored: the secret encrypted, the codes only as hashes
    const [factor] = await db().query('SELECT t.secret_encrypted FROM totp_factors t JOIN users u ON u.id = t.user_id WHERE u.email = $1', [account.email]);
    expect(factor.secret_encrypted.toString('latin1')).not.toContain(second.body.secret);
    const hashes: { code_hash: string }[] = await db().query('SELECT r.code_hash FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [account.email]);
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.map((code) => code.replace('-', ''))).not.toContain(code_hash.trim());

    // the password alone signs nobody in
    const browser = suite.t.client();
    await passwordStep(browser, account);
    await browser.get('/api/auth/me').expect(401);
    await browser.get('/api/events').expect(401);
    const wrong = await browser.post('/api/auth/login/2fa', { code: wrongCode(totpCode(second.body.secret)) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'IDENTITY_WRONG_SECOND_FACTOR',
      message: 'Der Code stimmt nicht. Bitte gib den aktuellen Code aus deiner App oder einen Wiederherstellungscode ein.',
    });
    await browser.get('/api/auth/me').expect(401);
    // the enabling code's step is used: the app's next code
    const nextCode = totpCode(second.body.secret, Date.now() + STEP_MS);
    const done = await browser.post('/api/auth/login/2fa', { code: nextCode });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Erfolgreich angemeldet', firstLogin: false, user: { email: account.email, secondFactor: { enabled: true, required: false, satisfied: true } } });
    expect((await browser.get('/api/auth/me').expect(200)).body).toMatchObject({ email: account.email, secondFactor: { satisfied: true } });
    await browser.get('/api/events').expect(200);
    // a completed sign-in leaves nothing to complete again
    expect((await browser.post('/api/auth/login/2fa', { code: codes[5] })).body.code).toBe('IDENTITY_SECOND_FACTOR_EXPIRED');

    // the same code again, in another browser: refused
    const replay = suite.t.client();
    await passwordStep(replay, account);
    expect((await replay.post('/api/auth/login/2fa', { code: nextCode })).status).toBe(401);
    await replay.get('/api/auth/me').expect(401);

    // a recovery code, however it is typed, once
    const rescued = suite.t.client();
    await passwordStep(rescued, account);
    const recovery = await rescued.post('/api/auth/login/2fa', { code: ` ${codes[0].toUpperCase().replace('-', ' ')} ` });
    expect(recovery.status).toBe(200);
    expect((await rescued.get('/api/account/security').expect(200)).body).toMatchObject({ recoveryCodesLeft: 9, sessionStrong: true });
    const again = suite.t.client();
    await passwordStep(again, account);
    expect((await again.post('/api/auth/login/2fa', { code: codes[0] })).status).toBe(401);

    // a new set voids the old one
    expect((await client.post('/api/account/security/recovery-codes', { password: 'falsch-falsch' })).body.code).toBe('SECOND_FACTOR_WRONG_PASSWORD');
    const renewed = await client.post('/api/account/security/recovery-codes', { password: account.password }).expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    await waitForMail(account.email, 'Neue Wiederherstellungscodes erstellt');
    const old = suite.t.client();
    await passwordStep(old, account);
    expect((await old.post('/api/auth/login/2fa', { code: codes[1] })).status).toBe(401);
    expect((await old.post('/api/auth/login/2fa', { code: renewed.body.recoveryCodes[0] })).status).toBe(200);
  });

  it('counts wrong codes as failed sign-ins of the address: the fifth locks it (429 with Retry-After), signing in anew does not reset the count', async () => {
    const { client, account } = await signedInOrganiser();
    const { secret } = await enrol(client);
    const attacker = suite.t.client();
    await passwordStep(attacker, account);
    for (let i = 0; i < 3; i += 1) expect((await attacker.post('/api/auth/login/2fa', { code: wrongCode(totpCode(secret)) })).status).toBe(401);
    // the right password again must not wipe the three failures
    await passwordStep(attacker, account);
    for (let i = 0; i < 2; i += 1) expect((await attacker.post('/api/auth/login/2fa', { code: wrongCode(totpCode(secret)) })).status).toBe(401);
    const locked = await attacker.post('/api/auth/login/2fa', { code: totpCode(secret, Date.now() + STEP_MS) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'IDENTITY_LOGIN_LOCKED', message: expect.stringMatching(/^Zu viele Anmeldeversuche\. Bitte warte 15 Minuten/) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    await attacker.get('/api/auth/me').expect(401);
    // the address is locked for every sign-in, the password's too
    const owner = suite.t.client();
    expect((await owner.post('/api/auth/login', account)).status).toBe(429);
  });

  it('asks to sign in again without a pending sign-in, after 5 minutes, or at the other form’s second step', async () => {
    const expired = { statusCode: 401, code: 'IDENTITY_SECOND_FACTOR_EXPIRED', message: 'Bitte melde dich erneut an.' };
    expect((await suite.t.client().post('/api/auth/login/2fa', { code: '123456' })).body).toEqual(expired);
    expect((await suite.t.client().post('/api/admin/login/2fa', { code: '123456' })).body).toEqual(expired);

    const { client, account } = await signedInOrganiser();
    const { secret } = await enrol(client);
    const organiserForm = suite.t.client();
    await passwordStep(organiserForm, account);
    const atAdminForm = await organiserForm.post('/api/admin/login/2fa', { code: totpCode(secret, Date.now() + STEP_MS) });
    expect(atAdminForm.body).toEqual(expired);

    const late = suite.t.client();
    await passwordStep(late, account);
    const clock = suite.t.app.get(Clock);
    clock.setNow(new Date(Date.now() + 5 * 60_000 + 1_000));
    try {
      expect((await late.post('/api/auth/login/2fa', { code: totpCode(secret, clock.now().getTime()) })).body).toEqual(expired);
    } finally {
      clock.setNow(null);
    }
    await late.get('/api/auth/me').expect(401);
  });

  it('turns TOTP off only with the password and a code, mails a notice, and the password alone signs in again', async () => {
    const { client, account } = await signedInOrganiser();
    const { secret, recoveryCodes } = await enrol(client);
    const wrongPassword = await client.post('/api/account/security/totp/disable', { password: 'falsch-falsch', code: recoveryCodes[0] });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({ code: 'SECOND_FACTOR_WRONG_PASSWORD', message: 'Das Passwort stimmt nicht.' });
    const wrongCodeAnswer = await client.post('/api/account/security/totp/disable', { password: account.password, code: wrongCode(totpCode(secret)) });
    expect(wrongCodeAnswer.status).toBe(400);
    expect(wrongCodeAnswer.body.code).toBe('SECOND_FACTOR_WRONG_CODE');
    expect((await client.get('/api/account/security').expect(200)).body.totpEnabled).toBe(true);

    const disabled = await client.post('/api/account/security/totp/disable', { password: account.password, code: recoveryCodes[0] });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ message: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.' });
    expect((await client.get('/api/account/security').expect(200)).body).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    await waitForMail(account.email, 'Zwei-Faktor-Anmeldung deaktiviert');
    const login = await suite.t.client().post('/api/auth/login', account);
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(account.email);
    expect((await client.post('/api/account/security/totp/disable', { password: account.password, code: '123456' })).body.code).toBe('SECOND_FACTOR_NOT_ENABLED');
  });

  it('drops a TOTP secret that the current SESSION_SECRET cannot read: the password signs in, and the user can set a factor up anew', async () => {
    const { client, account } = await signedInOrganiser();
    await enrol(client);
    const [{ id }] = await db().query('SELECT id FROM users WHERE email = $1', [account.email]);
    // what a secret encrypted under another session secret looks like to this one
    await db().query('UPDATE totp_factors SET secret_encrypted = $2 WHERE user_id = $1', [id, randomBytes(48)]);

    const login = await suite.t.client().post('/api/auth/login', account);
    expect(login.status).toBe(200);
    expect(login.body.twoFactorRequired).toBeUndefined();
    expect(login.body.user.secondFactor).toEqual({ enabled: false, required: false, satisfied: false });
    expect(await db().query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [id])).toEqual([]);
    await client.post('/api/account/security/totp/setup').expect(200);
  });

  it('keeps a platform admin out of the admin routes until they enrol, then signs them in in two steps', async () => {
    const admin = suite.t.client();
    const first = await admin.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email: ADMIN_EMAIL, secondFactor: { enabled: false, required: true, satisfied: false } });
    expect((await admin.get('/api/auth/me').expect(200)).body.secondFactor).toEqual({ enabled: false, required: true, satisfied: false });
    const refused = await admin.get('/api/admin/stats/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REQUIRED);
    // the admin's own account's routes too; their own settings stay open
    expect((await admin.get('/api/account')).body).toEqual(REQUIRED);
    expect((await admin.get('/api/account/security').expect(200)).body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, secondFactorRequired: true, sessionStrong: false });

    const { secret, recoveryCodes } = await enrol(admin);
    await admin.get('/api/admin/stats/users').expect(200);
    await admin.get('/api/account').expect(200);
    const keep = await admin.post('/api/account/security/totp/disable', { password: ADMIN_PASSWORD, code: recoveryCodes[0] });
    expect(keep.status).toBe(409);
    expect(keep.body.code).toBe('SECOND_FACTOR_REQUIRED_BY_POLICY');

    const next = suite.t.client();
    const pending = await next.post('/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(pending.body).toEqual({ twoFactorRequired: true, message: 'Bitte geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.' });
    await next.get('/api/admin/stats/users').expect(401);
    // an organiser sign-in's second step does not complete the admin's
    expect((await next.post('/api/auth/login/2fa', { code: recoveryCodes[1] })).body.code).toBe('IDENTITY_SECOND_FACTOR_EXPIRED');
    const before: { n: number }[] = await db().query(
      `SELECT count(*)::int AS n FROM admin_audit_log l JOIN users u ON u.id = l.admin_user_id WHERE u.email = $1 AND l.action = 'admin.login'`,
      [ADMIN_EMAIL],
    );
    const done = await next.post('/api/admin/login/2fa', { code: totpCode(secret, Date.now() + STEP_MS) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Admin-Login erfolgreich', user: { email: ADMIN_EMAIL, role: 'admin', secondFactor: { satisfied: true } } });
    expect(done.body).not.toHaveProperty('firstLogin');
    await next.get('/api/admin/stats/users').expect(200);
    const after: { n: number }[] = await db().query(
      `SELECT count(*)::int AS n FROM admin_audit_log l JOIN users u ON u.id = l.admin_user_id WHERE u.email = $1 AND l.action = 'admin.login'`,
      [ADMIN_EMAIL],
    );
    expect(after[0].n).toBe(before[0].n + 1);
  });

  it('lets an owner require a second factor: members then get 403 on the account’s routes until they enrol; other accounts go on as before', async () => {
    const { client: owner, account } = await signedInOrganiser();
    const member = await joinAsMember(suite, owner, 'manager');
    await member.client.get('/api/account/members').expect(200);

    // the owner first signs in with a second factor themselves
    const first = await owner.send('put', '/api/account/team/security', { requireSecondFactor: true });
    expect(first.status).toBe(409);
    expect(first.body.code).toBe('SECOND_FACTOR_OWNER_FIRST');
    await enrol(owner);
    const set = await owner.send('put', '/api/account/team/security', { requireSecondFactor: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ requireSecondFactor: true });
    expect((await owner.get('/api/account').expect(200)).body.requireSecondFactor).toBe(true);
    const members: { email: string; secondFactorEnabled: boolean }[] = (await owner.get('/api/account/members').expect(200)).body;
    expect(members.map(({ email, secondFactorEnabled }) => ({ email, secondFactorEnabled }))).toEqual([
      { email: account.email, secondFactorEnabled: true },
      { email: member.email, secondFactorEnabled: false },
    ]);
    const audit: { action: string }[] = (await owner.get('/api/account/audit').expect(200)).body;
    expect(audit.map((entry) => entry.action)).toContain('account.second_factor_required');

    // the member: their own settings open, the account's routes closed
    expect((await member.client.get('/api/account/members')).body).toEqual(REQUIRED);
    expect((await member.client.get('/api/events')).body).toEqual(REQUIRED);
    expect((await member.client.get('/api/auth/me').expect(200)).body.secondFactor).toEqual({ enabled: false, required: true, satisfied: false });
    const { recoveryCodes } = await enrol(member.client);
    await member.client.get('/api/account/members').expect(200);
    await member.client.get('/api/events').expect(200);
    const keep = await member.client.post('/api/account/security/totp/disable', { password: 'geheim123', code: recoveryCodes[0] });
    expect(keep.body.code).toBe('SECOND_FACTOR_REQUIRED_BY_POLICY');

    // their next sign-in asks for the code
    const laptop = suite.t.client();
    expect((await laptop.post('/api/auth/login', { email: member.email, password: 'geheim123' }).expect(200)).body.twoFactorRequired).toBe(true);
    await laptop.get('/api/auth/me').expect(401);

    // an account that requires nothing: a password session works as before
    const { client: other } = await signedInOrganiser();
    await other.get('/api/account').expect(200);
    await other.get('/api/events').expect(200);

    const off = await owner.send('put', '/api/account/team/security', { requireSecondFactor: false });
    expect(off.body).toEqual({ requireSecondFactor: false });
    expect((await owner.get('/api/account/audit').expect(200)).body.map((entry: { action: string }) => entry.action)).toContain('account.second_factor_optional');
    // a staff member may not change it
    const staff = await joinAsMember(suite, owner, 'staff');
    expect((await staff.client.send('put', '/api/account/team/security', { requireSecondFactor: true })).body.code).toBe('FORBIDDEN_ROLE');
  });

  it('refuses garbage bodies with a German 400', async () => {
    const { client, account } = await signedInOrganiser();
    await client.post('/api/account/security/totp/setup').expect(200);
    const pendingBrowser = suite.t.client();
    const refusals = [
      await client.post('/api/account/security/totp/enable', { code: 123456 }),
      await client.post('/api/account/security/totp/enable', {}),
      await client.post('/api/account/security/totp/enable', { code: '1'.repeat(5000) }),
      await client.post('/api/account/security/totp/disable', { password: ['x'], code: null }),
      await client.post('/api/account/security/recovery-codes', { password: { a: 1 } }),
      await client.send('put', '/api/account/team/security', { requireSecondFactor: 'ja' }),
      await client.send('put', '/api/account/team/security', {}),
      await pendingBrowser.post('/api/auth/login/2fa', { code: 42 }),
      await pendingBrowser.post('/api/auth/login/2fa', { code: '' }),
      await pendingBrowser.post('/api/auth/login/2fa', { code: 'x'.repeat(41) }),
      await pendingBrowser.post('/api/auth/login/2fa', { code: 'ab\u0000cd' }),
      await pendingBrowser.post('/api/admin/login/2fa', []),
    ];
    for (const res of refusals) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: expect.objectContaining({ statusCode: 400 }) });
      expect(errorContractViolation(res)).toBeNull();
    }
    // nothing of it signed anyone in or used the login throttle up
    await pendingBrowser.get('/api/auth/me').expect(401);
    await suite.t.client().post('/api/auth/login', account).expect(200);
  });
});
