import { createTestApp, TestApp, waitUntil } from './support/test-app';
import { newAccount } from './support/accounts';

describe('local dev outbox (no SMTP_URL, not production)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps sent mails and lists them newest first at GET /api/dev/outbox', async () => {
    const first = newAccount();
    const second = newAccount();
    await t.client().post('/api/auth/register', first).expect(201);
    await t.client().post('/api/auth/register', second).expect(201);

    let mails: { to: string; subject: string; html: string; text: string; createdAt: string; id: string }[] = [];
    await waitUntil(async () => {
      mails = (await t.client().get('/api/dev/outbox')).body;
      return mails.some((m) => m.to === second.email) && mails.some((m) => m.to === first.email);
    }, 10_000, 'both mails in the dev outbox');
    const mine = mails.filter((m) => [first.email, second.email].includes(m.to));
    expect(mine.map((m) => m.to)).toEqual([second.email, first.email]);
    expect(mine[0]).toEqual({
      id: expect.any(String),
      to: second.email,
      subject: 'Bitte bestätige deine E-Mail-Adresse für FairLeads',
      html: expect.stringContaining('http://localhost:3999/verify-email/'),
      text: expect.stringContaining('http://localhost:3999/verify-email/'),
      createdAt: expect.any(String),
    });
  });

  it('keeps answering under a burst: 30 simultaneous registrations each get their mail', async () => {
    // every mail job holds a connection; a job needing a second one used to drain the pool
    const accounts = Array.from({ length: 30 }, () => newAccount());
    const answers = await Promise.all(accounts.map((account) => t.client().post('/api/auth/register', account)));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(201));
    await waitUntil(async () => {
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM dev_mailbox WHERE to_address = ANY($1)', [accounts.map((a) => a.email)]);
      return n === 30;
    }, 20_000, 'all 30 activation mails');
  });

  it('escapes what a user typed when it appears in a mail', async () => {
    const account = newAccount({ name: '<img src=x onerror=alert(1)>' });
    await t.client().post('/api/auth/register', account).expect(201);
    let html = '';
    await waitUntil(async () => {
      const mail = (await t.client().get('/api/dev/outbox')).body.find((m: { to: string }) => m.to === account.email);
      html = mail?.html ?? '';
      return Boolean(mail);
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });
});

describe('dev outbox in production', () => {
  it('is refused at boot without SMTP_URL: production needs a real mail server', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(
      'Invalid setting SMTP_URL: must be set in production, the local dev outbox is only for development.',
    );
    process.env.NODE_ENV = 'test';
  });
});
