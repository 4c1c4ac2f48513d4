import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A visitor taps "Senden" twenty times, or twenty phones at a stand share one address: the
 * answers are all successes, one lead is recorded and one DOI mail goes out, at once.
 */
describe('concurrent submits of one address', () => {
  const suite = apiWithSmtpSink();
  let account: NewAccount;
  let freeEvent: EventJson;
  let paidEvent: EventJson;

  beforeAll(async () => {
    const organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    freeEvent = await createEvent(organiser, { name: 'Gratis-Messe', doubleOptIn: true }); // the first one is free
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    paidEvent = await createEvent(organiser, { name: 'Bezahlte Messe', doubleOptIn: true });
  });

  const submitTwenty = (event: EventJson, email: string) =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(suite.t.app).post(`/api/form/${account.companySlug}/${event.slug}/submit`, {
          email,
          name: `Besucher ${i}`,
          consent: true,
          formToken: formToken(suite.t, event.id),
        }),
      ),
    );

  const leadsOf = async (eventId: string, email: string): Promise<number> => {
    const [{ n }] = await suite.t.dataSource.query(
      `SELECT count(*)::int AS n FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE l.event_id = $1 AND p.email = $2`,
      [eventId, email],
    );
    return n;
  };

  for (const kind of ['free', 'paid'] as const) {
    it(`answers every one of 20 simultaneous submits on a ${kind} event and sends one DOI mail within seconds`, async () => {
      const event = kind === 'free' ? freeEvent : paidEvent;
      const email = `gleichzeitig-${kind}-${Date.now()}@example.com`;
      // the first submit's mail job records its mail in the lead's log while the others hold or
      // wait for the event row and the lead: the moment where the two used to deadlock
      const answers = await submitTwenty(event, email);

      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      expect(await leadsOf(event.id, email)).toBe(1);

      await suite.sink.waitFor(email, 1, 5_000);
      await pause(2_000);
      expect(suite.sink.mailsTo(email)).toHaveLength(1);
      // the mail's bookkeeping is in the lead's log: its DOI mail is recorded as sent
      await waitUntil(
        async () => (await suite.t.dataSource.query(`SELECT 1 FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1 AND l.doi_sent_at IS NOT NULL`, [email])).length === 1,
        5_000,
        'the DOI mail recorded in the lead log',
      );
    });
  }
});
