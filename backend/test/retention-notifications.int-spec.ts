import { OutboxSweeper } from '../src/common/outbox/outbox.sweeper';
import { Clock } from '../src/common/time/clock';
import { latestReportWeek } from '../src/modules/insights/domain/notice-schedule';
import { EVENT_CSV_HEADERS } from '../src/modules/lead-log/services/lead-export.service';
import { retentionSchedule } from '../src/modules/retention/domain/retention-schedule';
import { RetentionScheduler } from '../src/modules/retention/jobs/retention.scheduler';
import { newAccount, NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson } from './support/events';
import { csvRows, pause, SETTINGS, stepState, submit, tickAt, uid, walkTo } from './support/retention';
import { SmtpSink } from './support/smtp-sink';
import { TcpProxy } from './support/tcp-proxy';
import { REDIS_URL, deleteKeys, redisAvailable } from './support/redis';
import { createTestApp, createTestWorker, TestApp, TestClient, uniqueBullPrefix, waitUntil } from './support/test-app';

/** The report's dates as the mail writes them, in Berlin. */
const germanDate = (instant: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);

describe('lifecycle mails over SMTP, organiser notifications and admin alerts', () => {
  const sink = new SmtpSink();
  let smtpLine: TcpProxy;
  let t: TestApp;
  let organiser: TestClient;
  let account: NewAccount;

  beforeAll(async () => {
    await sink.start();
    smtpLine = await new TcpProxy('127.0.0.1', sink.port).up();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpLine.port}` });
    organiser = t.client();
    account = await registerAndVerify(organiser, sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await t.dataSource.query(`UPDATE accounts SET event_credits = 10 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
  });
  afterAll(async () => {
    await t?.close();
    await smtpLine?.down();
    await sink.stop();
  });
  afterEach(() => t.app.get(Clock).setNow(null));

  const mailsWith = (subjectPart: string) => sink.mailsTo(account.email).filter((m) => m.subject.includes(subjectPart));

  it('keeps the backup while SMTP is down and mails it once SMTP is back', async () => {
    const event = await createEvent(organiser, { name: 'Herbstmesse', startDate: '2030-10-01', endDate: '2030-10-02', doubleOptIn: false });
    const visitor = `vera-${uid()}@example.org`;
    expect((await submit(t, account, event, { email: visitor, name: 'Vera Viel' })).status).toBe(201);
    for (const step of ['closed', 'backup_notice'] as const) await walkTo(t, event, step);
    await sink.waitFor(account.email); // the notice

    await smtpLine.down();
    await tickAt(t, retentionSchedule('2030-10-02', SETTINGS).backup);
    const outboxRow = async () =>
      (await t.dataSource.query(`SELECT o.id, o.attempts, o.completed_at FROM outbox_messages o JOIN retention_steps s ON s.outbox_id = o.id WHERE s.event_id = $1 AND s.step = 'backup'`, [event.id]))[0];
    await waitUntil(async () => (await outboxRow())?.attempts === 1, 15_000, 'the failed first attempt');
    expect((await stepState(t, event.id, 'backup'))!.done_at).toBeNull();
    expect(mailsWith('(CSV)')).toHaveLength(0);
    // the deletion does not overtake a backup that still waits for SMTP
    await tickAt(t, retentionSchedule('2030-10-02', SETTINGS).deleted);
    expect(await stepState(t, event.id, 'deletion_notice')).toBeUndefined();

    await smtpLine.up();
    await t.dataSource.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE id = $1', [(await outboxRow()).id]);
    await t.app.get(OutboxSweeper).sweep();
    await waitUntil(() => mailsWith('(CSV)').length > 0, 15_000, 'the backup mail');
    await waitUntil(async () => (await stepState(t, event.id, 'backup'))?.done_at != null, 5_000, 'the backup step');
    await t.app.get(RetentionScheduler).tick();
    await t.app.get(OutboxSweeper).sweep();
    await pause(500);

    const [backup] = mailsWith('(CSV)');
    expect(mailsWith('(CSV)')).toHaveLength(1);
    expect(backup.subject).toBe('Backup deiner Leads von „Herbstmesse“ (CSV)');
    expect(backup.attachments).toHaveLength(1);
    expect(backup.attachments[0].contentType).toMatch(/^text\/csv/);
    const rows = csvRows(backup.attachments[0].content.toString('utf8'));
    expect(rows).toEqual([EVENT_CSV_HEADERS, ['Vera Viel', visitor, 'Herbstmesse', '', '', 'Confirmed', expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/), expect.any(String), 'form']]);
  });

  it('batches new leads: a burst of three gives one mail, and none when the organiser turned them off', async () => {
    const event = await createEvent(organiser, { name: 'Stand 12', doubleOptIn: false });
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(t, account, event, { email: `burst-${i}-${uid()}@example.org` })).status).toBe(201);
    }
    const now = new Date();
    await tickAt(t, now);
    await waitUntil(() => mailsWith('„Stand 12“').length > 0, 15_000, 'the new-lead mail');
    await tickAt(t, new Date(now.getTime() + 60_000));
    await t.app.get(OutboxSweeper).sweep();
    await pause(500);
    const mails = mailsWith('„Stand 12“');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('3 neue Leads für „Stand 12“');
    expect(mails[0].text).toContain('3 neue Leads sind für dein Event „Stand 12“ eingegangen. Insgesamt hat das Event jetzt 3 Leads.');
    expect(mails[0].text).not.toContain('burst-');

    // one more lead within 15 minutes waits for the next span
    expect((await submit(t, account, event, { email: `einzeln-${uid()}@example.org` })).status).toBe(201);
    await tickAt(t, new Date(now.getTime() + 5 * 60_000));
    await pause(500);
    expect(mailsWith('„Stand 12“')).toHaveLength(1);
    await tickAt(t, new Date(now.getTime() + 16 * 60_000));
    await waitUntil(() => mailsWith('„Stand 12“').length === 2, 15_000, 'the second new-lead mail');
    expect(mailsWith('„Stand 12“')[1].subject).toBe('1 neuer Lead für „Stand 12“');

    await organiser.send('put', '/api/email-settings', { leadNotificationsEnabled: false, weeklyReportsEnabled: true }).expect(200);
    expect((await submit(t, account, event, { email: `still-${uid()}@example.org` })).status).toBe(201);
    await tickAt(t, new Date(now.getTime() + 40 * 60_000));
    await t.app.get(OutboxSweeper).sweep();
    await pause(800);
    expect(mailsWith('„Stand 12“')).toHaveLength(2);
  });

  it('sends the weekly report on Monday 08:00 with leads per event and the confirmation rate, once', async () => {
    const week = latestReportWeek(new Date(Date.now() + 7 * 86_400_000), 'Europe/Berlin');
    const period = `vom ${germanDate(week.from)} bis ${germanDate(new Date(week.to.getTime() - 86_400_000))}`;
    const quiet = newAccount();
    const quietClient = t.client();
    await registerAndVerify(quietClient, sink, quiet);
    await quietClient.post('/api/auth/login', quiet).expect(200);
    const quietEvent = await createEvent(quietClient, { name: 'Stille Messe', doubleOptIn: false });
    await quietClient.send('put', '/api/email-settings', { leadNotificationsEnabled: true, weeklyReportsEnabled: false }).expect(200);
    // reports start once a full report week has passed since the first lead: both organisers
    // had a lead the week before (and the quiet one a new lead too, so only the setting stops it)
    const lastWeek = new Date(week.from.getTime() - 86_400_000);
    const earlier = await createEvent(organiser, { name: 'Vorwochenmesse', doubleOptIn: false });
    await leadAt(account, earlier, lastWeek);
    await leadAt(quiet, quietEvent, lastWeek);
    expect((await submit(t, quiet, quietEvent, { email: `neu-${uid()}@example.org` })).status).toBe(201);
    // reports of the weeks the clock already passed (the lifecycle above) are not this one
    const thisWeek = () => mailsWith('Wochenbericht').filter((m) => m.text.includes(period));

    await tickAt(t, new Date(week.to.getTime() - 1000));
    await t.app.get(OutboxSweeper).sweep();
    await pause(500);
    expect(thisWeek()).toHaveLength(0);
    await tickAt(t, week.to);
    await waitUntil(() => thisWeek().length > 0, 20_000, 'the weekly report');
    await tickAt(t, new Date(week.to.getTime() + 3_600_000));
    await t.app.get(OutboxSweeper).sweep();
    await pause(800);

    const reports = thisWeek();
    expect(reports).toHaveLength(1);
    // Stand 12: 5 new leads without DOI (all confirmed); Herbstmesse ended long ago but got its lead in this week;
    // Vorwochenmesse's lead came the week before
    expect(reports[0].subject).toBe('Dein FairLeads-Wochenbericht: 6 neue Leads');
    expect(reports[0].text).toContain(`${period} sind 6 neue Leads bei dir eingegangen. Deine Events haben zusammen 7 Leads, davon 100,0 % bestätigt.`);
    expect(reports[0].text).toContain('- Stand 12: 5 neu · 5 gesamt · 100,0 % bestätigt');
    expect(reports[0].text).toContain('- Herbstmesse: 1 neu · 1 gesamt · 100,0 % bestätigt');
    expect(reports[0].text).toContain('- Vorwochenmesse: 0 neu · 1 gesamt · 100,0 % bestätigt');
    expect(sink.mailsTo(quiet.email).filter((m) => m.subject.includes('Wochenbericht'))).toHaveLength(0);
  });

  /** A lead of `event`, captured (as the read model says) at `at`. */
  async function leadAt(owner: NewAccount, event: EventJson, at: Date): Promise<void> {
    const email = `frueher-${uid()}@example.org`;
    expect((await submit(t, owner, event, { email })).status).toBe(201);
    await t.dataSource.query(`UPDATE leads SET created_at = $2 WHERE id = (SELECT lead_id FROM lead_personal_data WHERE email = $1)`, [email, at]);
  }

  it('turns a job that fails for good into an admin alert without personal data', async () => {
    const event = await createEvent(organiser, { name: 'Alarmmesse' });
    const visitor = `unzustellbar-${uid()}@example.org`;
    expect((await submit(t, account, event, { email: visitor })).status).toBe(201);
    const alertFor = async () =>
      (await t.dataSource.query(`SELECT kind, message, details FROM admin_alerts WHERE details->>'outboxId' IN (SELECT id::text FROM outbox_messages WHERE payload->>'to' = $1)`, [visitor]))[0];
    await waitUntil(async () => (await alertFor()) !== undefined, 15_000, 'the admin alert');
    const alert = await alertFor();
    expect(alert).toMatchObject({ kind: 'job_failed', message: 'Der Auftrag „mail.send“ ist nach 1 Versuch endgültig fehlgeschlagen.' });
    expect(alert.details).toMatchObject({ type: 'mail.send', queue: 'mail', attempts: 1, error: expect.stringContaining('550') });
    expect(JSON.stringify(alert)).not.toContain('unzustellbar');
  });

  it('runs the scheduler and the jobs in the worker process (Bull when Redis is there)', async () => {
    const useBull = await redisAvailable();
    const bullPrefix = uniqueBullPrefix();
    const worker = await createTestWorker({ smtpUrl: `smtp://127.0.0.1:${smtpLine.port}`, redisUrl: useBull ? REDIS_URL : undefined, bullPrefix });
    try {
      const event = await createEvent(organiser, { name: 'Werkstattmesse', startDate: '2031-01-08', endDate: '2031-01-10' });
      const closedAt = retentionSchedule('2031-01-10', SETTINGS).closed;
      worker.get(Clock).setNow(closedAt);
      const tick = await worker.get(RetentionScheduler).tick();
      expect(tick.locked).toBe(true);
      await waitUntil(async () => (await stepState(t, event.id, 'closed'))?.done_at != null, 20_000, 'the worker’s job');
      expect((await stepState(t, event.id, 'closed'))!.outcome).toBe('closed');
    } finally {
      await worker.close();
      if (useBull) await deleteKeys(`${bullPrefix}:*`);
    }
  });
});
