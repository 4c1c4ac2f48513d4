import { randomUUID } from 'node:crypto';
import { FREE_EVENT_LEAD_LIMIT, leadCapUsage } from '@fairleads/shared/event-rules';
import { OutboxSweeper } from '../src/common/outbox/outbox.sweeper';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import type { CaughtMail } from './support/smtp-sink';
import { SmtpSink } from './support/smtp-sink';
import { TcpProxy } from './support/tcp-proxy';
import { createTestApp, TestApp, TestClient, waitUntil } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const EIGHT = 'Noch 2 Leads frei';
const TEN = 'Lead-Limit erreicht';
const BUTTON = 'Limit aufheben – 49 €';

/** The links of a mail's HTML as a mail client follows them (attribute entities decoded). */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href.replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))).replace(/&amp;/g, '&'));

/**
 * The organiser of the free event hears of its cap before the wall: one mail at 8 of 10 leads,
 * one at 10 of 10, each once per event, both with the one-click way to lift the limit.
 */
describe('warnings before the free event’s lead cap', () => {
  // one API for the file; its SMTP line runs through a proxy, so a test can take it down
  const suite = {} as { t: TestApp; sink: SmtpSink; smtpLine: TcpProxy };
  beforeAll(async () => {
    suite.sink = await new SmtpSink().start();
    suite.smtpLine = await new TcpProxy('127.0.0.1', suite.sink.port).up();
    suite.t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${suite.smtpLine.port}` });
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.smtpLine?.down();
    await suite.sink?.stop();
  });

  interface Organiser {
    client: TestClient;
    account: NewAccount;
    userId: string;
    free: EventJson;
  }

  async function organiser(): Promise<Organiser> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    const login = await client.post('/api/auth/login', account).expect(200);
    const free = await createEvent(client, { name: 'Gratis-Messe' });
    expect(free.isFirstEvent).toBe(true);
    return { client, account, userId: login.body.user.id, free };
  }

  const giveCredits = (o: Organiser, credits: number) => suite.t.dataSource.query(`UPDATE accounts SET event_credits = $2 WHERE id IN (SELECT account_id FROM account_members WHERE user_id = $1 AND role = 'owner')`, [o.userId, credits]);

  const submit = (o: Organiser, event: EventJson, email = `besuch-${randomUUID().slice(0, 8)}@example.com`) =>
    new TestClient(suite.t.app).post(`/api/form/${o.account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(suite.t, event.id) });

  async function submitMany(o: Organiser, event: EventJson, count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) await submit(o, event).expect(201);
  }

  const warnings = (o: Organiser, subjectPart: string): CaughtMail[] => suite.sink.mailsTo(o.account.email).filter((m) => m.subject.includes(subjectPart));
  const limitMails = (o: Organiser) => [...warnings(o, EIGHT), ...warnings(o, TEN)];

  /** Lets every due job run (a second hand-over included), so a mail that would come has come. */
  async function settle(): Promise<void> {
    await waitUntil(async () => (await suite.t.dataSource.query(`SELECT 1 FROM outbox_messages WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()`)).length === 0, 15_000, 'the outbox drained');
    await suite.t.app.get(OutboxSweeper).sweep();
    await pause(500);
  }

  it('sends one mail at 8 and one at 10 of 10 leads under 12 simultaneous submits, each with the link that lifts the limit', async () => {
    const o = await organiser();

    const answers = await Promise.all(Array.from({ length: FREE_EVENT_LEAD_LIMIT + 2 }, () => submit(o, o.free)));

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(FREE_EVENT_LEAD_LIMIT).fill(201), 403, 403]);
    await waitUntil(() => warnings(o, EIGHT).length > 0 && warnings(o, TEN).length > 0, 15_000, 'both warnings');
    await settle();
    expect(warnings(o, EIGHT)).toHaveLength(1);
    expect(warnings(o, TEN)).toHaveLength(1);

    const link = `${process.env.APP_URL}/events?upgrade=${o.free.id}`;
    const [eight] = warnings(o, EIGHT);
    expect(eight.subject).toBe('Noch 2 Leads frei für „Gratis-Messe“');
    expect(eight.text).toContain('dein kostenloses Event „Gratis-Messe“ hat sein Lead-Limit fast erreicht: 8 von 10. Es bleiben noch 2 Leads; danach nimmt das Formular keine weiteren Leads an.');
    expect(eight.text).toContain(`${BUTTON}: ${link}`);
    expect(hrefs(eight.html)).toContain(link);
    expect(eight.html).toContain(BUTTON);

    const [ten] = warnings(o, TEN);
    expect(ten.subject).toBe('Lead-Limit erreicht: „Gratis-Messe“ nimmt keine Leads mehr an');
    expect(ten.text).toContain('dein kostenloses Event „Gratis-Messe“ hat sein Lead-Limit erreicht: 10 von 10. Ab jetzt zeigt das Formular Besuchern einen neutralen Hinweis, dass es geschlossen ist, und nimmt keine weiteren Leads an.');
    expect(ten.text).toContain(`${BUTTON}: ${link}`);
    expect(hrefs(ten.html)).toContain(link);
    // no visitor's data in the organiser's inbox
    expect(`${eight.text}${ten.text}`).not.toContain('besuch-');
  });

  it('counts as the event card does once a lead was erased: 8 and then 10 of 10, one erased, beside a list of 9', async () => {
    const o = await organiser();
    await submitMany(o, o.free, 7);
    const [{ id: erasedLead }] = await suite.t.dataSource.query('SELECT id FROM leads WHERE event_id = $1 LIMIT 1', [o.free.id]);
    await o.client.post(`/api/leads/${erasedLead}/erase`, { reason: 'test-entry' }).expect(200);

    await submit(o, o.free).expect(201);
    await waitUntil(() => warnings(o, EIGHT).length > 0, 15_000, 'the 8-lead warning');
    const [eight] = warnings(o, EIGHT);
    expect(eight.text).toContain(
      'dein kostenloses Event „Gratis-Messe“ hat sein Lead-Limit fast erreicht: 8 von 10 (1 gelöscht). Gelöschte Leads belegen ihren Platz im Limit weiter. Es bleiben noch 2 Leads;',
    );

    await submitMany(o, o.free, 2);
    await waitUntil(() => warnings(o, TEN).length > 0, 15_000, 'the cap mail');
    const [ten] = warnings(o, TEN);
    expect(ten.text).toContain('dein kostenloses Event „Gratis-Messe“ hat sein Lead-Limit erreicht: 10 von 10 (1 gelöscht). Gelöschte Leads belegen ihren Platz im Limit weiter.');
    expect(ten.text).not.toContain('alle 10 Leads');
    // the same figures as the organiser's event view and list
    const { body: event } = await o.client.get(`/api/events/${o.free.id}`).expect(200);
    expect({ captured: event.capturedLeadCount, listed: event.leadCount }).toEqual({ captured: 10, listed: 9 });
    expect(ten.text).toContain(`: ${leadCapUsage(event.capturedLeadCount, event.leadCount)}.`);
  });

  it('sends nothing for a submit that is rolled back, and warns with the lead that commits', async () => {
    const o = await organiser();
    await submitMany(o, o.free, 7);
    const refused = `abgewiesen-${randomUUID().slice(0, 8)}@example.com`;
    // the visitor's mail cannot be queued: the whole submit, the 8th lead with its warning, rolls back
    await suite.t.dataSource.query(`
      CREATE FUNCTION test_refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.payload->>'to' = '${refused}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await suite.t.dataSource.query(`CREATE TRIGGER test_refuse_mail BEFORE INSERT ON outbox_messages FOR EACH ROW EXECUTE FUNCTION test_refuse_mail()`);
    try {
      expect((await submit(o, o.free, refused)).status).toBe(500);
    } finally {
      await suite.t.dataSource.query(`DROP TRIGGER test_refuse_mail ON outbox_messages; DROP FUNCTION test_refuse_mail()`);
    }
    await settle();
    expect(limitMails(o)).toHaveLength(0);

    await submit(o, o.free).expect(201);
    await waitUntil(() => warnings(o, EIGHT).length > 0, 15_000, 'the 8-lead warning');
    await settle();
    expect(limitMails(o)).toHaveLength(1);
  });

  it('never warns for a paid event', async () => {
    const o = await organiser();
    await giveCredits(o, 1);
    const paid = await createEvent(o.client, { name: 'Bezahlte Messe' });
    expect(paid.isFirstEvent).toBe(false);

    await submitMany(o, paid, FREE_EVENT_LEAD_LIMIT + 1);
    await settle();
    expect(limitMails(o)).toHaveLength(0);
  });

  it('sends no further warning once the event was upgraded', async () => {
    const o = await organiser();
    await submitMany(o, o.free, 8);
    await waitUntil(() => warnings(o, EIGHT).length > 0, 15_000, 'the 8-lead warning');
    await giveCredits(o, 1);
    await o.client.post(`/api/events/${o.free.id}/upgrade`).expect(200);

    await submitMany(o, o.free, 4);
    await settle();
    expect(warnings(o, EIGHT)).toHaveLength(1);
    expect(warnings(o, TEN)).toHaveLength(0);
  });

  it('drops a warning still waiting for SMTP when the organiser lifts the limit meanwhile', async () => {
    const o = await organiser();
    await submitMany(o, o.free, 7);

    await suite.smtpLine.down();
    await submit(o, o.free).expect(201);
    const warningJob = async () =>
      (await suite.t.dataSource.query(`SELECT o.id, o.attempts FROM outbox_messages o JOIN lead_limit_warnings w ON w.outbox_id = o.id WHERE w.event_id = $1`, [o.free.id]))[0];
    await waitUntil(async () => (await warningJob())?.attempts === 1, 15_000, 'the failed first attempt');
    await giveCredits(o, 1);
    await o.client.post(`/api/events/${o.free.id}/upgrade`).expect(200);

    await suite.smtpLine.up();
    await suite.t.dataSource.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE id = $1', [(await warningJob()).id]);
    await suite.t.app.get(OutboxSweeper).sweep();
    const warning = async () => (await suite.t.dataSource.query(`SELECT done_at, outcome FROM lead_limit_warnings WHERE event_id = $1`, [o.free.id]))[0];
    await waitUntil(async () => (await warning()).done_at !== null, 15_000, 'the warning job');
    expect((await warning()).outcome).toBe('upgraded');
    await settle();
    expect(limitMails(o)).toHaveLength(0);
  });
});
