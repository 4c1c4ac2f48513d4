import type { Response } from 'supertest';
import { Clock } from '../src/common/time/clock';
import { newAccount, registerAndVerify } from './support/accounts';
import type { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, waitUntil, type TestClient } from './support/test-app';

const REQUEST = '/api/auth/password-reset';
const SENTENCE = 'Wenn ein Konto mit dieser Adresse besteht, haben wir dir einen Link zum Zurücksetzen geschickt.';
const MINUTE = 60_000;

function resetToken(mail: CaughtMail): string {
  const match = /\/passwort-zuruecksetzen\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail "${mail.subject}"`);
  return match[1];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

describe('password reset', () => {
  const suite = apiWithSmtpSink();
  const clock = () => suite.t.app.get(Clock);

  afterEach(() => clock().setNow(null));

  /** Each request from its own client address, so the per-client limit does not bite. */
  const requestReset = (email: unknown, client: TestClient = suite.t.client()) => client.post(REQUEST, { email });

  /** Until every reset job has run: only then does a missing mail mean that none goes out. */
  const resetJobsDone = () =>
    waitUntil(
      async () => {
        const [{ open }] = await suite.t.dataSource.query(
          `SELECT count(*)::int AS open FROM outbox_messages WHERE type = 'identity.password-reset' AND completed_at IS NULL AND failed_at IS NULL`,
        );
        return open === 0;
      },
      10_000,
      'the reset jobs',
    );

  const resetMailsTo = (email: string) => suite.sink.mailsTo(email).filter((mail) => mail.text.includes('/passwort-zuruecksetzen/'));

  async function signIn(email: string, password: string, client: TestClient = suite.t.client()): Promise<{ status: number; client: TestClient }> {
    const res = await client.post('/api/auth/login', { email, password });
    return { status: res.status, client };
  }

  it('answers a known, an unknown, an unconfirmed and a deactivated address byte for byte alike and in the same time; only the known one gets a mail', async () => {
    const known = await registerAndVerify(suite.t.client(), suite.sink);
    const unknown = newAccount().email;
    const unconfirmed = newAccount();
    await suite.t.client().post('/api/auth/register', unconfirmed).expect(201);
    const deactivated = await registerAndVerify(suite.t.client(), suite.sink);
    await suite.t.dataSource.query('UPDATE users SET is_active = false WHERE email = $1', [deactivated.email]);

    const shape = (res: Response) => ({ status: res.status, type: res.headers['content-type'], body: res.text });
    const answers = await Promise.all([known.email, unknown, unconfirmed.email, deactivated.email].map(async (email) => shape(await requestReset(email))));
    expect(answers[0]).toEqual({ status: 202, type: 'application/json; charset=utf-8', body: JSON.stringify({ message: SENTENCE }) });
    expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]]);

    // 20 of each, alternating (which comes first alternates too), after a warm-up
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const timed = async (kind: 'known' | 'unknown') => {
      const client = suite.t.client();
      await client.ensureXsrf();
      const started = process.hrtime.bigint();
      const res = await requestReset(kind === 'known' ? known.email : unknown, client);
      timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      expect(shape(res)).toEqual(answers[0]);
    };
    for (let i = 0; i < 4; i += 1) await timed(i % 2 ? 'known' : 'unknown');
    timings.known = [];
    timings.unknown = [];
    for (let i = 0; i < 20; i += 1) {
      const order: ('known' | 'unknown')[] = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order) await timed(kind);
    }
    // the request does the same work for both (one job row); 50 ms is far above that and far below an SMTP send or an argon2 hash
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(50);

    await resetJobsDone();
    expect(resetMailsTo(known.email).length).toBeGreaterThan(0);
    expect(resetMailsTo(unknown)).toEqual([]);
    expect(resetMailsTo(unconfirmed.email)).toEqual([]);
    expect(resetMailsTo(deactivated.email)).toEqual([]);
  });

  it('sets a new password by the registration rules through a link that works once, ends every session and mails a notice', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    const elsewhere = await signIn(account.email, account.password);
    expect(elsewhere.status).toBe(200);
    await elsewhere.client.get('/api/auth/me').expect(200);

    const visitor = suite.t.client();
    await requestReset(account.email, visitor).expect(202);
    const [mail] = await suite.sink.waitFor(account.email, 2).then((mails) => mails.slice(1));
    expect(mail.subject).toBe('Dein Link zum Zurücksetzen des Passworts bei FairLeads');
    const token = resetToken(mail);

    const checked = await visitor.get(`${REQUEST}/${token}`).expect(200);
    const left = new Date(checked.body.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * MINUTE);
    expect(left).toBeLessThanOrEqual(30 * MINUTE);

    const weak = await visitor.post(`${REQUEST}/${token}`, { password: 'kurz' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Passwort muss mindestens 6 Zeichen lang sein');
    await visitor.get(`${REQUEST}/${token}`).expect(200);

    const done = await visitor.post(`${REQUEST}/${token}`, { password: 'ganz-neues-geheimnis' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.');

    await elsewhere.client.get('/api/auth/me').expect(401);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'ganz-neues-geheimnis')).status).toBe(200);

    const again = await visitor.get(`${REQUEST}/${token}`);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 404, code: 'PASSWORD_RESET_INVALID' });
    const reused = await visitor.post(`${REQUEST}/${token}`, { password: 'noch-ein-geheimnis' });
    expect({ status: reused.status, code: reused.body.code }).toEqual({ status: 404, code: 'PASSWORD_RESET_INVALID' });
    expect((await signIn(account.email, 'ganz-neues-geheimnis')).status).toBe(200);

    const [, , notice] = await suite.sink.waitFor(account.email, 3);
    expect(notice.subject).toBe('Dein Passwort wurde geändert');
    expect(notice.text).toMatch(/wurde am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} Uhr geändert/);
    expect(notice.text).toContain('Das warst nicht du?');
    expect(notice.text).not.toContain('/passwort-zuruecksetzen/');
  });

  it('voids the earlier link when a new one is requested', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    await requestReset(account.email).expect(202);
    const first = resetToken((await suite.sink.waitFor(account.email, 2))[1]);
    await requestReset(account.email).expect(202);
    const second = resetToken((await suite.sink.waitFor(account.email, 3))[2]);

    const old = await suite.t.client().get(`${REQUEST}/${first}`);
    expect({ status: old.status, code: old.body.code }).toEqual({ status: 404, code: 'PASSWORD_RESET_INVALID' });
    await suite.t.client().get(`${REQUEST}/${second}`).expect(200);
  });

  it('answers 410 for a link older than 30 minutes, and 404 for one that never existed', async () => {
    const start = new Date();
    clock().setNow(start);
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    await requestReset(account.email).expect(202);
    const token = resetToken((await suite.sink.waitFor(account.email, 2))[1]);
    await suite.t.client().get(`${REQUEST}/${token}`).expect(200);

    clock().setNow(new Date(start.getTime() + 30 * MINUTE + 1000));
    const expired = await suite.t.client().get(`${REQUEST}/${token}`);
    expect({ status: expired.status, code: expired.body.code }).toEqual({ status: 410, code: 'PASSWORD_RESET_EXPIRED' });
    expect(expired.body.message).toBe('Dieser Link ist abgelaufen. Fordere bitte einen neuen an.');
    const late = await suite.t.client().post(`${REQUEST}/${token}`, { password: 'zu-spaet-gesetzt' });
    expect(late.status).toBe(410);
    expect((await signIn(account.email, account.password)).status).toBe(200);

    const unknown = await suite.t.client().get(`${REQUEST}/${'x'.repeat(43)}`);
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'PASSWORD_RESET_INVALID' });
  });

  it('mails one address at most 3 times an hour, with the same answer every time', async () => {
    const start = new Date();
    clock().setNow(start);
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    for (let i = 0; i < 5; i += 1) {
      const res = await requestReset(account.email);
      expect({ status: res.status, body: res.body }).toEqual({ status: 202, body: { message: SENTENCE } });
    }
    await resetJobsDone();
    expect(resetMailsTo(account.email)).toHaveLength(3);

    clock().setNow(new Date(start.getTime() + 61 * MINUTE));
    await requestReset(account.email).expect(202);
    await resetJobsDone();
    expect(resetMailsTo(account.email)).toHaveLength(4);
  });

  it('takes 5 requests from one client in 15 minutes, then answers 429', async () => {
    const client = suite.t.client();
    for (let i = 0; i < 5; i += 1) await requestReset(newAccount().email, client).expect(202);
    const refused = await requestReset(newAccount().email, client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a missing, non-text or overlong address with a German 400', async () => {
    for (const email of [undefined, 42, ['a@example.com'], `${'a'.repeat(250)}@example.com`, 'keine-adresse']) {
      const res = await requestReset(email);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(['Bitte gib deine E-Mail-Adresse ein.', 'Die E-Mail-Adresse ist zu lang.', 'Bitte gib eine gültige E-Mail-Adresse ein.']).toContain(res.body.message);
    }
    const noPassword = await suite.t.client().post(`${REQUEST}/${'x'.repeat(43)}`, {});
    expect({ status: noPassword.status, message: noPassword.body.message }).toEqual({ status: 400, message: 'Bitte gib ein neues Passwort ein.' });
  });

  it('lifts the sign-in lock of the address: the mailbox is proved and the new password unknown to any guesser', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    for (let i = 0; i < 5; i += 1) expect((await signIn(account.email, `falsch-${i}`)).status).toBe(401);
    expect((await signIn(account.email, account.password)).status).toBe(429);

    await requestReset(account.email).expect(202);
    const token = resetToken((await suite.sink.waitFor(account.email, 2))[1]);
    await suite.t.client().post(`${REQUEST}/${token}`, { password: 'nach-der-sperre' }).expect(200);
    expect((await signIn(account.email, 'nach-der-sperre')).status).toBe(200);
  });

  it('leaves a deactivated user out: a link made before the deactivation no longer works', async () => {
    const account = await registerAndVerify(suite.t.client(), suite.sink);
    await requestReset(account.email).expect(202);
    const token = resetToken((await suite.sink.waitFor(account.email, 2))[1]);
    await suite.t.dataSource.query('UPDATE users SET is_active = false WHERE email = $1', [account.email]);

    const res = await suite.t.client().post(`${REQUEST}/${token}`, { password: 'trotzdem-rein' });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'PASSWORD_RESET_INVALID' });
  });
});
