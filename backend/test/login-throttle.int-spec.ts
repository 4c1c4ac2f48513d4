import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import { Clock } from '../src/common/time/clock';
import { IdentityModule } from '../src/modules/identity/identity.module';
import { PasswordHasher } from '../src/modules/identity/services/password-hasher.service';
import { newAccount, NewAccount, registerAndVerify } from './support/accounts';
import { freshRecoveryCode } from './support/second-factor';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const LOGIN = '/api/auth/login';
const ADMIN_LOGIN = '/api/admin/login';
const WRONG = 'E-Mail-Adresse oder Passwort ist falsch.';
const MINUTE = 60_000;

const locked = (minutes: number) =>
  `Zu viele Anmeldeversuche. Bitte warte ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} und versuche es dann erneut.`;

/** What the person at the login form notices of one attempt. */
interface Answer {
  status: number;
  message: string;
  retryAfter: string | undefined;
  session: boolean;
}

const refused = { status: 401, message: WRONG, retryAfter: undefined, session: false };
const lockedFor = (minutes: number, seconds = minutes * 60) => ({ status: 429, message: locked(minutes), retryAfter: String(seconds), session: false });

function answer(res: Response): Answer {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return {
    status: res.status,
    message: res.body.message,
    retryAfter: res.headers['retry-after'],
    session: cookies.some((cookie) => cookie.startsWith('fairleads.sid=')),
  };
}

describe('per-account login throttle', () => {
  const suite = apiWithSmtpSink();
  let start: Date;

  const clock = () => suite.t.app.get(Clock);
  /** Time stands still at the test's start; `later` moves it on without waiting. */
  const later = (ms: number) => clock().setNow(new Date(clock().now().getTime() + ms));

  /** Each attempt from a new client address, like a botnet: the per-address limit never bites. */
  async function attempt(email: string, password: string, path = LOGIN, client: TestClient = suite.t.client()): Promise<Answer> {
    return answer(await client.post(path, { email, password }));
  }

  async function wrongPasswords(email: string, count: number, path = LOGIN): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < count; i += 1) answers.push(await attempt(email, `falsch-${i}`, path));
    return answers;
  }

  beforeEach(() => {
    start = new Date();
    clock().setNow(start);
  });

  afterEach(() => clock().setNow(null));

  it('locks an account after 5 wrong passwords from 55 addresses, also for the right password, until the lock passes', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);

    const answers = await wrongPasswords(account.email, 55);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(refused));
    expect(answers.slice(5)).toEqual(Array(50).fill(lockedFor(15)));

    const owner = suite.t.client();
    expect(await attempt(account.email, account.password, LOGIN, owner)).toEqual(lockedFor(15));
    await owner.get('/api/auth/me').expect(401);

    later(14 * MINUTE);
    expect(await attempt(account.email, account.password, LOGIN, owner)).toEqual(lockedFor(1, 60));

    later(MINUTE);
    const signedIn = await attempt(account.email, account.password, LOGIN, owner);
    expect(signedIn).toEqual({ status: 200, message: 'Erfolgreich angemeldet', retryAfter: undefined, session: true });
    await owner.get('/api/auth/me').expect(200);

    // the success reset the count and the lock history: the next lock is 15 minutes again
    const afterwards = await wrongPasswords(account.email, 6);
    expect(afterwards).toEqual([...Array(5).fill(refused), lockedFor(15)]);
  });

  it('answers an unknown address exactly like a known one, and stores the same state under a keyed hash', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    const stranger = newAccount();
    const script = async (email: string) => [...(await wrongPasswords(email, 7)), await attempt(email, account.password)];

    const known = await script(account.email);
    const unknown = await script(stranger.email);
    expect(known).toEqual([...Array(5).fill(refused), ...Array(3).fill(lockedFor(15))]);
    expect(unknown).toEqual(known);

    const rows: Record<string, unknown>[] = await suite.t.dataSource.query('SELECT * FROM login_throttles WHERE last_attempt_at = $1', [start]);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map(({ key_hash: _key, ...state }) => state);
    expect(first).toEqual(second);
    const stored = JSON.stringify(rows);
    for (const email of [account.email, stranger.email]) {
      expect(stored).not.toContain(email);
      // keyed: a list of candidate addresses hashed with plain sha256 does not find them
      expect(stored).not.toContain(createHash('sha256').update(email).digest('hex'));
    }
  });

  it('counts only failures since the last success (4 wrong, right, 5 wrong: the 6th is locked)', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    expect(await wrongPasswords(account.email, 4)).toEqual(Array(4).fill(refused));
    expect((await attempt(account.email, account.password)).status).toBe(200);
    expect(await wrongPasswords(account.email, 4)).toEqual(Array(4).fill(refused));
    expect((await attempt(account.email, account.password)).status).toBe(200);
    expect(await wrongPasswords(account.email, 6)).toEqual([...Array(5).fill(refused), lockedFor(15)]);
  });

  it('forgets failures older than 15 minutes', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    expect(await wrongPasswords(account.email, 4)).toEqual(Array(4).fill(refused));
    later(15 * MINUTE);
    expect(await wrongPasswords(account.email, 5)).toEqual(Array(5).fill(refused));
    expect(await attempt(account.email, 'noch-einer')).toEqual(lockedFor(15));
  });

  it('doubles the lock for each further lockout without a success (15, 30, 60, 60 minutes) and forgets it after a quiet day', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    const lockout = async () => (await wrongPasswords(account.email, 6))[5];

    expect(await lockout()).toEqual(lockedFor(15));
    later(15 * MINUTE);
    expect(await lockout()).toEqual(lockedFor(30));
    later(15 * MINUTE);
    expect(await attempt(account.email, account.password)).toEqual(lockedFor(15));
    later(15 * MINUTE - 500);
    expect(await attempt(account.email, account.password)).toEqual(lockedFor(1, 1));
    later(500);
    expect(await lockout()).toEqual(lockedFor(60));
    later(60 * MINUTE);
    expect(await lockout()).toEqual(lockedFor(60));

    later(24 * 60 * MINUTE);
    expect(await lockout()).toEqual(lockedFor(15));
  });

  it('counts concurrent failures exactly: of 20 simultaneous wrong passwords only 5 are checked', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    const clients = Array.from({ length: 20 }, () => suite.t.client());
    await Promise.all(clients.map((client) => client.ensureXsrf()));
    const checks = jest.spyOn(suite.t.app.select(IdentityModule).get(PasswordHasher, { strict: true }), 'verify');
    try {
      const answers = await Promise.all(clients.map((client, i) => attempt(account.email, `falsch-${i}`, LOGIN, client)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      // counted before the check, so a burst cannot get more guesses checked than a sequence
      expect(checks).toHaveBeenCalledTimes(5);
    } finally {
      checks.mockRestore();
    }
  });

  it('does not count the right password of an unconfirmed account as a failure', async () => {
    const account = newAccount();
    await suite.t.client().post('/api/auth/register', account).expect(201);
    expect(await wrongPasswords(account.email, 4)).toEqual(Array(4).fill(refused));
    const unconfirmed = await attempt(account.email, account.password);
    expect(unconfirmed).toMatchObject({ status: 403, message: expect.stringContaining('Bitte bestätige zuerst deine E-Mail-Adresse'), session: false });
    expect(await wrongPasswords(account.email, 6)).toEqual([...Array(5).fill(refused), lockedFor(15)]);
  });

  describe('admin login', () => {
    let adminAccount: NewAccount;

    beforeEach(async () => {
      adminAccount = await registerAndVerify(suite.t.client(), suite.sink);
      await suite.t.dataSource.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [adminAccount.email]);
    });

    it('is throttled the same way: 429 for the right password while locked, a session after the lock', async () => {
      const answers = await wrongPasswords(adminAccount.email, 8, ADMIN_LOGIN);
      expect(answers).toEqual([...Array(5).fill(refused), ...Array(3).fill(lockedFor(15))]);

      const owner = suite.t.client();
      expect(await attempt(adminAccount.email, adminAccount.password, ADMIN_LOGIN, owner)).toEqual(lockedFor(15));
      await owner.get('/api/auth/me').expect(401);

      later(15 * MINUTE);
      // the admin routes need the second step too
      const code = await freshRecoveryCode(suite.t.dataSource, adminAccount.email);
      expect(await attempt(adminAccount.email, adminAccount.password, ADMIN_LOGIN, owner)).toMatchObject({ status: 200, session: true });
      await owner.post('/api/admin/login/2fa', { code }).expect(200);
      await owner.get('/api/admin/stats/users').expect(200);
    });

    it('shares the count with the organiser login, so switching forms gains nothing', async () => {
      await wrongPasswords(adminAccount.email, 3, LOGIN);
      expect(await wrongPasswords(adminAccount.email, 2, ADMIN_LOGIN)).toEqual(Array(2).fill(refused));
      expect(await attempt(adminAccount.email, adminAccount.password, LOGIN)).toEqual(lockedFor(15));
      expect(await attempt(adminAccount.email, adminAccount.password, ADMIN_LOGIN)).toEqual(lockedFor(15));
    });
  });

  it('removes state that saw no attempt for a day when later attempts come in', async () => {
    await wrongPasswords(newAccount().email, 1);
    const count = async (at: Date) =>
      (await suite.t.dataSource.query('SELECT count(*)::int AS n FROM login_throttles WHERE last_attempt_at = $1', [at]))[0].n;
    expect(await count(start)).toBe(1);

    later(24 * 60 * MINUTE + 1);
    await wrongPasswords(newAccount().email, 1);
    expect(await count(start)).toBe(0);
    expect(await count(clock().now())).toBe(1);
  });
});
