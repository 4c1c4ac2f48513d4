import type { EntityManager } from 'typeorm';
import { OutboxSweeper } from '../src/common/outbox/outbox.sweeper';
import { Clock } from '../src/common/time/clock';
import { EVENT_CSV_HEADERS } from '../src/modules/lead-log/services/lead-export.service';
import { PublicStatsService } from '../src/modules/insights/services/public-stats.service';
import { RetentionJobs } from '../src/modules/retention/jobs/retention.jobs';
import { retentionSchedule } from '../src/modules/retention/domain/retention-schedule';
import { RetentionScheduler } from '../src/modules/retention/jobs/retention.scheduler';
import type { NewAccount } from './support/accounts';
import { devMailsTo, devOrganiser } from './support/dev-mailbox';
import { columnsContaining } from './support/column-scan';
import { createEvent, EventJson } from './support/events';
import { csvRows, pause, SETTINGS, stepState, submit, tickAt, tickUntil, uid, walkTo } from './support/retention';
import { HubSpotFake, startHubSpotFake } from './support/crm-fakes';
import { createTestApp, TestApp, TestClient, waitUntil } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

/*
 * An event walked through its data lifecycle with the server's clock: form close, notices,
 * backup, deletion. Mails go to the dev outbox, so the deletion must clean it as well.
 * (Another API app of the same file would share passport's session handling, so the SMTP
 * cases live in retention-notifications.int-spec.ts.)
 */

describe('data lifecycle of an event (dev outbox)', () => {
  let t: TestApp;
  let second: TestApp;
  let organiser: { client: TestClient; account: NewAccount };
  let event: EventJson;
  const confirmed = `berta-${uid()}@example.org`;
  const pending = `paul-${uid()}@example.org`;
  // the organiser's CRM: the deletion must also clear the webhook deliveries that carried the visitors
  const crm = new WebhookReceiver();
  // and a HubSpot connection that chose this event: the deletion must leave it naming no deleted event
  let hubspot: HubSpotFake;

  beforeAll(async () => {
    await crm.start();
    hubspot = await startHubSpotFake();
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${crm.port}`, HUBSPOT_API_URL: hubspot.url } });
    second = await createTestApp();
    organiser = await devOrganiser(t);
    event = await createEvent(organiser.client, { name: 'Frühjahrsmesse', startDate: '2030-03-01', endDate: '2030-03-03' });
    await organiser.client.post('/api/webhook-endpoints', { url: crm.url('/crm'), facts: ['lead.captured', 'lead.confirmed'], eventIds: [event.id] }).expect(201);
    await organiser.client.send('put', '/api/account/integrations/hubspot', { token: [...hubspot.tokens][0] }).expect(200);
    await organiser.client.patch('/api/account/integrations/hubspot', { eventIds: [event.id] }).expect(200);
    expect((await submit(t, organiser.account, event, { email: confirmed, name: 'Berta Besucherin' })).status).toBe(201);
    expect((await submit(t, organiser.account, event, { email: pending, name: 'Paul Probe' })).status).toBe(201);
    await waitUntil(async () => (await devMailsTo(t, confirmed)).length > 0, 10_000, 'the DOI mail');
    const [doi] = await devMailsTo(t, confirmed);
    const link = /\/([a-z0-9-]+)\/confirm\/([A-Za-z0-9_-]+)/.exec(doi.text)!;
    await t.client().post(`/api/confirm/${link[2]}`).expect(200);
    await waitUntil(() => crm.at('/crm').length === 3, 10_000, 'the webhook deliveries');
    await waitUntil(async () => hubspot.contactByEmail(confirmed) !== undefined, 10_000, 'the HubSpot contact');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await crm.stop();
    await hubspot?.close();
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    delete process.env.HUBSPOT_API_URL;
  });

  it('closes the form at the end of the end date in TZ_BUSINESS and shows the event as inactive', async () => {
    const formPath = `/api/form/${organiser.account.companySlug}/${event.slug}`;
    t.app.get(Clock).setNow(new Date('2030-03-03T22:59:59Z')); // 23:59:59 in Berlin
    expect((await t.client().get(formPath)).status).toBe(200);
    const view = (await organiser.client.get(`/api/events/${event.id}`).expect(200)).body;
    expect(view).toMatchObject({ status: 'active', ended: false, backupDate: '2030-04-01', dataDeletionDate: '2030-04-29' });

    t.app.get(Clock).setNow(new Date('2030-03-03T23:00:00Z')); // midnight in Berlin
    const closed = await t.client().get(formPath);
    expect(closed.status).toBe(410);
    expect(closed.body.message).toBe('Event nicht mehr verfügbar');
    const late = await submit(t, organiser.account, event, { email: `spaet-${uid()}@example.org` });
    expect(late.status).toBe(410);
    const card = (await organiser.client.get('/api/events').expect(200)).body.find((e: EventJson) => e.id === event.id);
    expect(card).toMatchObject({ status: 'active', ended: true, leadCount: 2, confirmedLeadCount: 1, dataDeletionDate: '2030-04-29' });

    // the organiser still sees and exports the leads
    const leads = (await organiser.client.get(`/api/leads?eventId=${event.id}`).expect(200)).body;
    expect(JSON.stringify(leads)).toContain(confirmed);
    const csv = await organiser.client.get(`/api/events/${event.id}/leads.csv`).expect(200);
    expect(csv.text).toContain(confirmed);

    await walkTo(t, event, 'closed');
    expect((await stepState(t, event.id, 'closed'))!.outcome).toBe('closed');
  });

  it('sends the backup notice 7 days before the backup, once even with two schedulers ticking at once', async () => {
    const at = retentionSchedule('2030-03-03', SETTINGS).backup_notice;
    expect(at.toISOString()).toBe('2030-03-24T23:00:00.000Z');
    await tickAt(t, new Date(at.getTime() - 1000));
    await tickAt(t, new Date(at.getTime() - 1000));
    expect(await stepState(t, event.id, 'backup_notice')).toBeUndefined();

    t.app.get(Clock).setNow(at);
    second.app.get(Clock).setNow(at);
    const ticks = await Promise.all([
      t.app.get(RetentionScheduler).tick(),
      second.app.get(RetentionScheduler).tick(),
      t.app.get(RetentionScheduler).tick(),
      second.app.get(RetentionScheduler).tick(),
    ]);
    expect(ticks.filter((tick) => tick.locked).length).toBeGreaterThanOrEqual(1);
    await tickUntil(t, at, async () => (await stepState(t, event.id, 'backup_notice'))?.done_at != null, 'the notice');
    await Promise.all([t.app.get(RetentionScheduler).tick(), second.app.get(RetentionScheduler).tick()]);
    await pause(500);

    const notices = (await devMailsTo(t, organiser.account.email)).filter((m) => m.subject.startsWith('Backup deiner Leads'));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toBe('Backup deiner Leads von „Frühjahrsmesse“ am 01.04.2030');
    expect(notices[0].text).toContain('Am 01.04.2030 schicken wir dir automatisch ein Backup aller 2 Leads als CSV-Datei');
    expect(notices[0].text).toContain('Am 29.04.2030 löschen wir die Leads dieses Events endgültig');
    expect(notices[0].text).toContain('Auch archivierte Events folgen demselben Zeitplan');
    expect(notices[0].text).toContain('http://localhost:3999/leads');
  });

  it('mails the backup with the event’s CSV attached, at local midnight after the switch to summer time', async () => {
    await organiser.client.post(`/api/events/${event.id}/archive`).expect(200); // archived events follow the same schedule
    const at = retentionSchedule('2030-03-03', SETTINGS).backup;
    expect(at.toISOString()).toBe('2030-03-31T22:00:00.000Z'); // 1 April 00:00 CEST
    await walkTo(t, event, 'backup');

    const backups = (await devMailsTo(t, organiser.account.email)).filter((m) => m.subject.endsWith('(CSV)'));
    expect(backups).toHaveLength(1);
    expect(backups[0].subject).toBe('Backup deiner Leads von „Frühjahrsmesse“ (CSV)');
    expect(backups[0].text).toContain('Am 29.04.2030 löschen wir die Leads dieses Events endgültig');
    const [file] = backups[0].attachments;
    expect(file.filename).toBe(`fairleads-backup-${event.slug}-2030-04-01.csv`);
    const rows = csvRows(file.content);
    expect(rows[0]).toEqual(EVENT_CSV_HEADERS);
    expect(rows).toHaveLength(3);
    const berta = rows.find((row) => row[1] === confirmed)!;
    expect(berta.slice(0, 3)).toEqual(['Berta Besucherin', confirmed, 'Frühjahrsmesse']);
    expect(berta[5]).toBe('Confirmed');
    expect(berta[7]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(rows.find((row) => row[1] === pending)![5]).toBe('Pending');
  });

  it('does nothing when a job runs a second time', async () => {
    const jobs = t.app.get(RetentionJobs);
    const again = await t.dataSource.transaction((manager: EntityManager) => jobs.runStep(manager, { eventId: event.id, step: 'backup' }));
    expect(again).toBeNull();
    // a second copy of the job through the outbox: also nothing
    await t.dataSource.query(
      `INSERT INTO outbox_messages (queue, type, payload) VALUES ('export', 'retention.step', $1)`,
      [{ eventId: event.id, step: 'backup' }],
    );
    await t.app.get(OutboxSweeper).sweep();
    await pause(800);
    expect((await devMailsTo(t, organiser.account.email)).filter((m) => m.subject.endsWith('(CSV)'))).toHaveLength(1);
  });

  it('sends the deletion notice 7 days before the deletion', async () => {
    await walkTo(t, event, 'deletion_notice');
    const notices = (await devMailsTo(t, organiser.account.email)).filter((m) => m.subject.startsWith('Am 29.04.2030 löschen wir'));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('am 29.04.2030 löschen wir alle 2 Leads deines Events „Frühjahrsmesse“ endgültig');
    expect(notices[0].text).toContain('Das Backup als CSV-Datei haben wir dir am 01.04.2030 geschickt');
  });

  it('deletes the leads with their log, personal data and mails, and keeps only anonymous totals', async () => {
    const stats = t.app.get(PublicStatsService);
    let fakeNow = Date.now() + 10_000_000;
    stats.clock = () => (fakeNow += 120_000); // no cached totals
    const before = (await t.client().get('/api/public/stats').expect(200)).body;
    expect(await columnsContaining(t, confirmed)).toEqual(expect.arrayContaining(['lead_personal_data.email', 'dev_mailbox.to_address', 'webhook_deliveries.payload']));

    const at = retentionSchedule('2030-03-03', SETTINGS).deleted;
    await tickUntil(t, at, async () => (await t.dataSource.query(`SELECT 1 FROM deleted_event_totals WHERE event_id = $1`, [event.id])).length === 1, 'the deletion');

    expect(await columnsContaining(t, confirmed)).toEqual([]);
    expect(await columnsContaining(t, pending)).toEqual([]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM lead_events WHERE owner_event_id = $1`, [event.id])).toEqual([{ n: 0 }]);
    // the CRM connection stays, choosing no event now (not every event), and its deliveries went with the event
    expect((await organiser.client.get('/api/account/integrations').expect(200)).body.find((c: { provider: string }) => c.provider === 'hubspot')).toMatchObject({ connected: true, eventIds: [] });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM crm_syncs WHERE event_id = $1`, [event.id])).toEqual([{ n: 0 }]);
    const [record] = await t.dataSource.query(`SELECT lead_count, confirmed_count, end_date::text, deleted_at FROM deleted_event_totals WHERE event_id = $1`, [event.id]);
    expect(record).toMatchObject({ lead_count: 2, confirmed_count: 1, end_date: '2030-03-03' });

    // the organiser's screens go on working without the event
    await organiser.client.get(`/api/events/${event.id}`).expect(404);
    expect((await organiser.client.get('/api/events-archived').expect(200)).body).toEqual([]);
    expect((await organiser.client.get('/api/leads').expect(200)).body).toEqual([]);

    const after = (await t.client().get('/api/public/stats').expect(200)).body;
    expect(after.totalLeads).toBe(before.totalLeads);
    expect(after.totalEvents).toBe(before.totalEvents);

    // running the deletion again finds nothing to do
    const again = await t.dataSource.transaction((manager: EntityManager) => t.app.get(RetentionJobs).runStep(manager, { eventId: event.id, step: 'deleted' }));
    expect(again).toBeNull();
  });
});
