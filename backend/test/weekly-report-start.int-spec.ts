import { Clock } from '../src/common/time/clock';
import { latestReportWeek, type ReportWeek } from '../src/modules/insights/domain/notice-schedule';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson } from './support/events';
import { submit, tickAt, uid } from './support/retention';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const DAY = 86_400_000;

/**
 * No 'Wochenbericht: 0 neue Leads' minutes after sign-up: an organiser's weekly reports start
 * once a full report week has passed since their first lead, and a week without new leads
 * sends none.
 */
describe('when the weekly report starts', () => {
  const suite = apiWithSmtpSink();
  afterEach(() => suite.t.app.get(Clock).setNow(null));

  interface Organiser {
    client: TestClient;
    account: NewAccount;
    accountId: string;
    event: EventJson;
  }

  async function organiser(): Promise<Organiser> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    const login = await client.post('/api/auth/login', account).expect(200);
    const event = await createEvent(client, { name: `Messe ${uid()}`, doubleOptIn: false });
    return { client, account, accountId: login.body.user.currentAccountId, event };
  }

  const reports = (o: Organiser) => suite.sink.mailsTo(o.account.email).filter((m) => m.subject.includes('Wochenbericht'));

  /** A lead of the organiser's event, captured (as the read model says) at `at`. */
  async function leadAt(o: Organiser, at: Date): Promise<void> {
    const email = `besuch-${uid()}@example.org`;
    expect((await submit(suite.t, o.account, o.event, { email })).status).toBe(201);
    await suite.t.dataSource.query(`UPDATE leads SET created_at = $2 WHERE id = (SELECT lead_id FROM lead_personal_data WHERE email = $1)`, [email, at]);
  }

  /** Lets the scheduler tick when `week`'s report is due and waits until the organiser's report job for it ran. */
  async function reportTime(o: Organiser, week: ReportWeek): Promise<void> {
    await tickAt(suite.t, week.to);
    await waitUntil(
      async () => (await suite.t.dataSource.query(`SELECT 1 FROM weekly_reports WHERE account_id = $1 AND week_start = $2 AND sent_at IS NOT NULL`, [o.accountId, week.weekStart])).length === 1,
      15_000,
      `the report job of ${week.weekStart}`,
    );
  }

  it('sends none right after sign-up, before the first lead', async () => {
    const o = await organiser();
    const lastWeek = latestReportWeek(new Date(), 'Europe/Berlin');

    await reportTime(o, lastWeek);

    expect(reports(o)).toHaveLength(0);
  });

  it('sends none for the week of the first lead and none for a week without leads, then one after the first full week with leads', async () => {
    const o = await organiser();
    // three report weeks that have passed: the first leads come in the first, none in the second
    const third = latestReportWeek(new Date(), 'Europe/Berlin');
    const second = latestReportWeek(new Date(third.from.getTime() - 1000), 'Europe/Berlin');
    const first = latestReportWeek(new Date(second.from.getTime() - 1000), 'Europe/Berlin');
    await leadAt(o, new Date(first.from.getTime() + 2 * DAY));
    await leadAt(o, new Date(first.from.getTime() + 3 * DAY));
    await leadAt(o, new Date(third.from.getTime() + DAY));

    await reportTime(o, first);
    expect(reports(o)).toHaveLength(0);
    await reportTime(o, second);
    expect(reports(o)).toHaveLength(0);
    await reportTime(o, third);

    await waitUntil(() => reports(o).length > 0, 15_000, 'the weekly report');
    const [report] = reports(o);
    expect(reports(o)).toHaveLength(1);
    expect(report.subject).toBe('Dein FairLeads-Wochenbericht: 1 neuer Lead');
    expect(report.text).toContain(`- ${o.event.name}: 1 neu · 3 gesamt · 100,0 % bestätigt`);
  });
});
