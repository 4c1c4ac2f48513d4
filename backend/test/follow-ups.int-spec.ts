import { randomUUID } from 'node:crypto';
import { OutboxRunner } from '../src/common/outbox/outbox-runner';
import { Clock } from '../src/common/time/clock';
import { FollowUpOptOuts } from '../src/modules/follow-ups';
import { FollowUpScheduler } from '../src/modules/follow-ups/jobs/follow-up.scheduler';
import { LeadLog } from '../src/modules/lead-log';
import { MailService } from '../src/modules/mailing';
import { registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import type { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, waitUntil, type TestClient } from './support/test-app';

/*
 * Follow-ups (docs/architecture.md, "Follow-ups"): the settings API, and the way of a confirmed
 * visitor through an event's sequence with the real tick, outbox and mail job, mails caught by a
 * real SMTP sink. Time moves with the server's test clock (Clock.setNow); the tick runs by hand.
 * The database is shared with other suites: every check names this suite's own leads and events.
 */
describe('follow-ups', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;

  const DAY = 86_400_000;
  const clock = () => suite.t.app.get(Clock);
  const scheduler = () => suite.t.app.get(FollowUpScheduler);
  const db = () => suite.t.dataSource;

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await db().query(
      `UPDATE accounts SET event_credits = 50 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`,
      [account.email],
    );
  });
  afterEach(() => clock().setNow(null));

  const step = (delayDays: number, subject: string, more: Record<string, unknown> = {}) => ({ delayDays, subject, body: `Hallo {{name}}, hier ist ${subject}.`, ...more });
  const putSteps = (event: EventJson, steps: unknown, client = organiser) => client.send('put', `/api/events/${event.id}/follow-ups`, steps as object);

  async function eventWithSteps(steps: unknown[], fields: Record<string, unknown> = {}): Promise<EventJson> {
    const event = await createEvent(organiser, { name: `Fachmesse ${randomUUID().slice(0, 6)}`, ...fields });
    await putSteps(event, steps).expect(200);
    return event;
  }

  /** A visitor submits and confirms through the double opt-in mail's link; answers the lead and the address. */
  async function confirmedLead(event: EventJson, name = 'Bea'): Promise<{ leadId: string; email: string }> {
    const email = `besuch-${randomUUID()}@example.org`;
    const res = await suite.t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, { consent: true, formToken: formToken(suite.t, event.id), email, name });
    expect(res.status).toBe(201);
    const [doi] = await suite.sink.waitFor(email);
    const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(doi.text)![1];
    await suite.t.client().post(`/api/confirm/${token}`).expect(200);
    const [row] = await db().query(`SELECT lead_id FROM lead_personal_data WHERE owner_event_id = $1 AND email = $2`, [event.id, email]);
    return { leadId: row.lead_id, email };
  }

  const followUpsTo = (email: string) => suite.sink.mailsTo(email).filter((mail) => mail.headers['list-unsubscribe']);

  /** Sets the clock to `at` and ticks until the address has `count` follow-ups (the test database may hold other due leads). */
  async function tickUntilMails(at: Date, email: string, count: number): Promise<CaughtMail[]> {
    clock().setNow(at);
    await waitUntil(
      async () => {
        if (followUpsTo(email).length >= count) return true;
        await scheduler().tick();
        return false;
      },
      20_000,
      `${count} follow-up(s) to ${email}`,
    );
    return followUpsTo(email);
  }

  /** Ticks at `at` and lets the mail jobs run: nothing is due for the lead when no mail arrives by then. */
  async function tickAndSettle(at: Date, leadId: string): Promise<void> {
    clock().setNow(at);
    await scheduler().tick();
    await waitUntil(async () => (await db().query(`SELECT 1 FROM follow_up_sends WHERE lead_id = $1 AND sent_at IS NULL AND skipped_reason IS NULL`, [leadId])).length === 0, 10_000, 'the claimed mails');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  const factsOf = async (leadId: string) => (await suite.t.app.get(LeadLog).streamOf(leadId)).filter((fact) => fact.type.startsWith('FollowUp'));
  const unsubscribeToken = (mail: CaughtMail) => /\/unsubscribe\/([A-Za-z0-9._-]+)>/.exec(mail.headers['list-unsubscribe'])![1];

  describe('the settings API', () => {
    it('saves, answers and audits the steps; [] turns them off', async () => {
      const event = await createEvent(organiser, { name: 'Einstellungsmesse' });
      expect((await organiser.get(`/api/events/${event.id}/follow-ups`).expect(200)).body).toEqual([]);
      const steps = [
        step(0, 'Danke'),
        { delayDays: 3, subject: 'Termin?', body: 'Buch dir einen Termin: {{bookingUrl}}', bookingUrl: 'https://cal.example/fair', sendWindow: { days: [5, 1, 2], from: '09:00', to: '17:00', timeZone: 'Europe/Berlin' } },
      ];
      const saved = (await putSteps(event, steps).expect(200)).body;
      expect(saved).toEqual([
        { delayDays: 0, subject: 'Danke', body: 'Hallo {{name}}, hier ist Danke.', bookingUrl: null, sendWindow: null },
        { ...steps[1], sendWindow: { days: [1, 2, 5], from: '09:00', to: '17:00', timeZone: 'Europe/Berlin' } },
      ]);
      expect((await organiser.get(`/api/events/${event.id}/follow-ups`).expect(200)).body).toEqual(saved);
      const [audit] = (await organiser.get('/api/account/audit').expect(200)).body;
      expect(audit).toMatchObject({ action: 'event.follow-ups-changed', subject: 'Einstellungsmesse', actorName: account.name });
      const [row] = await db().query(`SELECT details FROM account_audit_entries WHERE id = $1`, [audit.id]);
      expect(row.details).toEqual({ steps: 2 });
      expect((await putSteps(event, []).expect(200)).body).toEqual([]);
      expect((await organiser.get(`/api/events/${event.id}/follow-ups`).expect(200)).body).toEqual([]);
    });

    it('refuses what the contract refuses, in German, naming the field', async () => {
      const event = await createEvent(organiser, { name: 'Prüfmesse' });
      const refused = async (body: unknown) => {
        const res = await putSteps(event, body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        return res.body as { message: string; errors: Record<string, string> };
      };
      expect((await refused({ steps: [] })).message).toBe('Bitte sende die Follow-ups als Liste.');
      expect((await refused([step(1, 'a'), step(2, 'b'), step(3, 'c'), step(4, 'd')])).errors).toEqual({ steps: 'Es gibt höchstens 3 Follow-ups pro Event.' });
      expect((await refused([step(5, 'a'), step(2, 'b')])).errors).toEqual({ 'steps.1.delayDays': 'Follow-up 2 darf nicht früher kommen als Follow-up 1 (mindestens 5 Tage).' });
      expect((await refused([step(366, 'a')])).errors).toEqual({ 'steps.0.delayDays': 'Ein Follow-up kann höchstens 365 Tage nach der Bestätigung kommen.' });
      expect((await refused([step(1.5, 'a')])).errors).toEqual({ 'steps.0.delayDays': 'Bitte gib die Wartezeit in ganzen Tagen an.' });
      expect((await refused([step(1, '')])).errors).toEqual({ 'steps.0.subject': 'Der Betreff muss 1 bis 200 Zeichen lang sein.' });
      expect((await refused([step(1, 'a', { body: 'x'.repeat(10_001) })])).errors).toEqual({ 'steps.0.body': 'Der Text muss 1 bis 10.000 Zeichen lang sein.' });
      expect((await refused([step(1, 'a', { bookingUrl: 'http://cal.example' })])).errors).toEqual({ 'steps.0.bookingUrl': 'Der Buchungslink muss eine https-Adresse sein.' });
      const window = { days: [1], from: '09:00', to: '17:00', timeZone: 'Europe/Berlin' };
      expect((await refused([step(1, 'a', { sendWindow: { ...window, timeZone: 'Mars/Olymp' } })])).errors).toEqual({ 'steps.0.sendWindow.timeZone': 'Bitte wähle eine gültige Zeitzone (z. B. Europe/Berlin).' });
      expect((await refused([step(1, 'a', { sendWindow: { ...window, days: [] } })])).errors).toEqual({ 'steps.0.sendWindow.days': 'Bitte wähle mindestens einen Wochentag.' });
      expect((await refused([step(1, 'a', { sendWindow: { ...window, days: [1, 1] } })])).errors).toEqual({ 'steps.0.sendWindow.days': 'Jeder Wochentag darf nur einmal vorkommen.' });
      expect((await refused([step(1, 'a', { sendWindow: { ...window, days: [8] } })])).errors).toEqual({ 'steps.0.sendWindow.days': 'Die Wochentage sind Zahlen von 1 (Montag) bis 7 (Sonntag).' });
      expect((await refused([step(1, 'a', { sendWindow: { ...window, from: '9 Uhr' } })])).errors).toEqual({ 'steps.0.sendWindow.from': 'Bitte gib den Beginn als Uhrzeit HH:MM an.' });
      expect((await refused([step(1, 'a', { sendWindow: { ...window, from: '17:00', to: '09:00' } })])).errors).toEqual({ 'steps.0.sendWindow.to': 'Das Ende des Versandfensters muss nach seinem Beginn liegen.' });
      // wrong types, each refused in German by its field
      expect((await refused([step(1, 'a', { subject: 42 })])).errors).toEqual({ 'steps.0.subject': 'Bitte gib einen Betreff ein.' });
      expect((await refused([step(1, 'a', { delayDays: 'drei' })])).errors).toEqual({ 'steps.0.delayDays': 'Bitte gib die Wartezeit in ganzen Tagen an.' });
      expect((await refused([step(1, 'a', { sendWindow: 'werktags' })])).errors).toEqual({ 'steps.0.sendWindow': 'Bitte gib das Versandfenster als Objekt an.' });
      expect((await refused([step(1, 'a', { sendWindow: { ...window, days: 'Mo' } })])).errors).toEqual({ 'steps.0.sendWindow.days': 'Bitte gib die Wochentage als Liste an.' });
      expect((await refused(['Danke'])).errors).toEqual({ steps: 'Jedes Follow-up muss ein Objekt sein.' });
      // nothing was saved
      expect((await organiser.get(`/api/events/${event.id}/follow-ups`).expect(200)).body).toEqual([]);
    });

    it('answers 404 for another account’s event, and for a step that does not exist', async () => {
      const event = await eventWithSteps([step(1, 'Eins')]);
      const other = suite.t.client();
      await registerAndVerify(other, suite.sink).then((a) => other.post('/api/auth/login', a).expect(200));
      for (const res of [
        await other.get(`/api/events/${event.id}/follow-ups`),
        await putSteps(event, [step(1, 'Fremd')], other),
        await other.get(`/api/events/${event.id}/follow-ups/status`),
        await other.get(`/api/events/${event.id}/follow-ups/1/preview`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('EVENTS_NOT_FOUND');
      }
      expect((await organiser.get(`/api/events/${event.id}/follow-ups`).expect(200)).body[0].subject).toBe('Eins');
      const missing = await organiser.get(`/api/events/${event.id}/follow-ups/2/preview`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'FOLLOW_UP_STEP_NOT_FOUND', message: 'Dieses Follow-up gibt es nicht. Speichere es zuerst.' });
    });

    it('previews a step as HTML under the mail preview’s CSP, and sends a test mail with [Test] to the member', async () => {
      const event = await eventWithSteps([step(1, 'Termin', { body: 'Hallo {{name}}!', bookingUrl: 'https://cal.example/x' })]);
      const preview = await organiser.get(`/api/events/${event.id}/follow-ups/1/preview?lang=en`).expect(200);
      expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(preview.text).toContain('Hallo Erika Musterfrau!');
      expect(preview.text).toContain('Book an appointment');
      expect(preview.text).toContain(`No more e-mails about “${event.name}”`);
      const before = suite.sink.mailsTo(account.email).length;
      const sent = await organiser.post(`/api/events/${event.id}/follow-ups/1/test-email`, {}).expect(200);
      expect(sent.body.message).toBe('Test-E-Mail gesendet. Schau in dein Postfach.');
      const mails = await suite.sink.waitFor(account.email, before + 1);
      expect(mails[mails.length - 1].subject).toBe('[Test] Termin');
    });
  });

  describe('sending', () => {
    it('sends step 1 at the next tick after confirming, with the RFC 8058 headers, then step 2 after its delay, in order', async () => {
      const event = await eventWithSteps([step(0, 'Danke'), step(3, 'Nachfrage', { bookingUrl: 'https://cal.example/termin' })]);
      const { leadId, email } = await confirmedLead(event);
      const now = Date.now();
      const [first] = await tickUntilMails(new Date(now + 60_000), email, 1);
      expect(first.subject).toBe('Danke');
      const unsubscribeUrl = `http://localhost:3999/unsubscribe/${unsubscribeToken(first)}`;
      expect(first.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
      expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(first.text).toContain(`Keine weiteren E-Mails zu „${event.name}“: ${unsubscribeUrl}`);
      expect(first.html).toContain(`href="${unsubscribeUrl}"`);
      expect(first.text).toMatch(/Meine Daten löschen: http:\/\/localhost:3999\/erase\//);

      // step 2 waits for its 3 days
      await tickAndSettle(new Date(now + 2 * DAY), leadId);
      expect(followUpsTo(email)).toHaveLength(1);
      const mails = await tickUntilMails(new Date(now + 3 * DAY + 60_000), email, 2);
      expect(mails.map((mail) => mail.subject)).toEqual(['Danke', 'Nachfrage']);
      expect(mails[1].html).toMatch(new RegExp(`href="http://localhost:3999/b/${leadId}\\.[A-Za-z0-9_-]+/2"`));
      expect(mails[1].text).toContain('Termin buchen: http://localhost:3999/b/');
      // the lead's timeline
      const detail = (await organiser.get(`/api/leads/${leadId}`).expect(200)).body;
      const labels = detail.timeline.map((entry: { label: string }) => entry.label);
      expect(labels).toEqual(expect.arrayContaining(['Follow-up 1 gesendet', 'Follow-up 2 gesendet']));
      expect((await factsOf(leadId)).map((fact) => fact.data)).toEqual([
        { step: 1, messageId: first.messageId },
        { step: 2, messageId: mails[1].messageId },
      ]);
      // all sent: later ticks send nothing more
      await tickAndSettle(new Date(now + 30 * DAY), leadId);
      expect(followUpsTo(email)).toHaveLength(2);
    });

    it('escapes the placeholders in the HTML (a name like <b>x</b>)', async () => {
      const event = await eventWithSteps([step(0, 'Hallo {{name}}')]);
      const { email } = await confirmedLead(event, '<b>x</b>');
      const [mail] = await tickUntilMails(new Date(Date.now() + 60_000), email, 1);
      expect(mail.subject).toBe('Hallo <b>x</b>');
      expect(mail.text).toContain('Hallo <b>x</b>, hier ist');
      expect(mail.html).toContain('Hallo &lt;b&gt;x&lt;/b&gt;, hier ist');
      expect(mail.html).not.toContain('<b>x</b>');
    });

    it('waits for the send window in its own zone: a lead due on Saturday gets it on Monday 09:00 there', async () => {
      const window = (timeZone: string) => ({ days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00', timeZone });
      const berlin = await eventWithSteps([step(1, 'Berlin', { sendWindow: window('Europe/Berlin') })]);
      const newYork = await eventWithSteps([step(1, 'New York', { sendWindow: window('America/New_York') })]);
      const a = await confirmedLead(berlin);
      const b = await confirmedLead(newYork);
      // confirmed on Friday 2030-03-01 12:00 UTC: due Saturday 12:00 UTC
      await db().query(`UPDATE follow_up_leads SET confirmed_at = '2030-03-01T12:00:00Z', enrolled_at = '2030-03-01T12:00:00Z' WHERE lead_id = ANY($1)`, [[a.leadId, b.leadId]]);
      await tickAndSettle(new Date('2030-03-02T12:05:00Z'), a.leadId);
      await tickAndSettle(new Date('2030-03-04T07:59:00Z'), a.leadId); // Monday 08:59 in Berlin
      expect(followUpsTo(a.email)).toHaveLength(0);
      expect(followUpsTo(b.email)).toHaveLength(0);
      expect((await tickUntilMails(new Date('2030-03-04T08:00:00Z'), a.email, 1))[0].subject).toBe('Berlin'); // 09:00 Berlin
      await tickAndSettle(new Date('2030-03-04T13:59:00Z'), b.leadId); // 08:59 New York
      expect(followUpsTo(b.email)).toHaveLength(0);
      expect((await tickUntilMails(new Date('2030-03-04T14:00:00Z'), b.email, 1))[0].subject).toBe('New York');
    });

    it('sends a step once when the tick runs twice, when two ticks run at once, and when its mail job runs twice', async () => {
      const event = await eventWithSteps([step(0, 'Einmal'), step(5, 'Später')]);
      const { leadId, email } = await confirmedLead(event);
      clock().setNow(new Date(Date.now() + 60_000));
      const results = await Promise.all([scheduler().tick(), scheduler().tick()]);
      expect(results.filter((result) => !result.locked)).toHaveLength(1);
      await tickUntilMails(new Date(Date.now() + 60_000), email, 1);
      await tickAndSettle(new Date(Date.now() + 120_000), leadId);
      const [send] = await db().query(`SELECT outbox_id, sent_at FROM follow_up_sends WHERE lead_id = $1 AND step = 1`, [leadId]);
      expect(send.sent_at).not.toBeNull();
      await suite.t.app.get(OutboxRunner).run({ outboxId: send.outbox_id });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(followUpsTo(email)).toHaveLength(1);
      expect(await factsOf(leadId)).toHaveLength(1);
    });

    it('a worker killed while talking to the SMTP server sends the mail once, by the retry', async () => {
      const event = await eventWithSteps([step(0, 'Unterbrochen')]);
      const { leadId, email } = await confirmedLead(event);
      // the run dies before the SMTP server took the mail: its transaction, the claim's sent_at with it, rolls back
      const mail = suite.t.app.get(MailService);
      const send = mail.sendEventMailNow.bind(mail);
      let killed = false;
      const spy = jest.spyOn(mail, 'sendEventMailNow').mockImplementation(async (manager, params) => {
        if (params.to === email && !killed) {
          killed = true;
          throw new Error('worker killed mid-send');
        }
        return send(manager, params);
      });
      try {
        clock().setNow(new Date(Date.now() + 60_000));
        await waitUntil(async () => (await scheduler().tick()) && killed, 20_000, 'the killed run');
        const [claim] = await db().query(`SELECT outbox_id FROM follow_up_sends WHERE lead_id = $1`, [leadId]);
        await waitUntil(async () => (await db().query(`SELECT attempts FROM outbox_messages WHERE id = $1`, [claim.outbox_id]))[0].attempts === 1, 10_000, 'the failed attempt');
        expect(followUpsTo(email)).toHaveLength(0);
        // the sweeper's retry, run now instead of after its backoff, and once more: it finds the mail sent
        await suite.t.app.get(OutboxRunner).run({ outboxId: claim.outbox_id });
        await suite.t.app.get(OutboxRunner).run({ outboxId: claim.outbox_id });
      } finally {
        spy.mockRestore();
      }
      await suite.sink.waitFor(email, 2); // the DOI and the follow-up
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(followUpsTo(email).map((caught) => caught.subject)).toEqual(['Unterbrochen']);
      expect(await factsOf(leadId)).toHaveLength(1);
    });

    it('a worker killed after the SMTP server took the mail, before its commit, sends it again: one Message-ID, one fact', async () => {
      const event = await eventWithSteps([step(0, 'Abgebrochen')]);
      const { leadId, email } = await confirmedLead(event);
      // the run dies after the SMTP server took the mail and before its transaction commits
      const log = suite.t.app.get(LeadLog);
      const append = log.append.bind(log);
      let killed = false;
      const spy = jest.spyOn(log, 'append').mockImplementation(async (manager, stream, type, data, metadata) => {
        if (type === 'FollowUpSent' && stream.leadId === leadId && !killed) {
          killed = true;
          throw new Error('worker killed mid-send');
        }
        return append(manager, stream, type, data, metadata);
      });
      try {
        clock().setNow(new Date(Date.now() + 60_000));
        await waitUntil(async () => (await scheduler().tick()) && killed, 20_000, 'the killed run');
        const [send] = await db().query(`SELECT outbox_id, sent_at FROM follow_up_sends WHERE lead_id = $1`, [leadId]);
        await waitUntil(async () => (await db().query(`SELECT attempts FROM outbox_messages WHERE id = $1`, [send.outbox_id]))[0].attempts === 1, 10_000, 'the failed attempt');
        expect(send.sent_at).toBeNull();
        // the sweeper's retry, run now instead of after its backoff
        await suite.t.app.get(OutboxRunner).run({ outboxId: send.outbox_id });
      } finally {
        spy.mockRestore();
      }
      const mails = await suite.sink.waitFor(email, 3); // the DOI, and the follow-up delivered twice
      const followUps = mails.filter((mail) => mail.subject === 'Abgebrochen');
      expect(followUps).toHaveLength(2);
      expect(new Set(followUps.map((mail) => mail.messageId)).size).toBe(1);
      expect((await factsOf(leadId)).map((fact) => fact.data)).toEqual([{ step: 1, messageId: followUps[0].messageId }]);
    });

    it('stops the rest after an unsubscribe (once, idempotent) and after an erasure', async () => {
      const event = await eventWithSteps([step(0, 'Erste'), step(2, 'Zweite')]);
      const gone = await confirmedLead(event);
      const erased = await confirmedLead(event);
      const now = Date.now();
      const [mail] = await tickUntilMails(new Date(now + 60_000), gone.email, 1);
      await tickUntilMails(new Date(now + 60_000), erased.email, 1);
      const optOuts = suite.t.app.get(FollowUpOptOuts);
      expect(await optOuts.unsubscribe(unsubscribeToken(mail))).toEqual({ state: 'unsubscribed', eventName: event.name, locale: 'de' });
      expect(await optOuts.unsubscribe(unsubscribeToken(mail))).toEqual({ state: 'already', eventName: event.name, locale: 'de' });
      expect(await optOuts.unsubscribe('kein-token')).toEqual({ state: 'invalid', eventName: '', locale: 'de' });
      await organiser.post(`/api/leads/${erased.leadId}/erase`, { reason: 'organiser-request' }).expect(200);

      await tickAndSettle(new Date(now + 3 * DAY), gone.leadId);
      await tickAndSettle(new Date(now + 3 * DAY), erased.leadId);
      expect(followUpsTo(gone.email)).toHaveLength(1);
      expect(followUpsTo(erased.email)).toHaveLength(1);
      const rows = await db().query(`SELECT lead_id, stop_reason, stopped_after_step FROM follow_up_leads WHERE lead_id = ANY($1) ORDER BY stop_reason DESC`, [[gone.leadId, erased.leadId]]);
      expect(rows).toEqual([
        { lead_id: gone.leadId, stop_reason: 'unsubscribed', stopped_after_step: 1 },
        { lead_id: erased.leadId, stop_reason: 'erased', stopped_after_step: 1 },
      ]);
      const facts = await factsOf(gone.leadId);
      expect(facts.map((fact) => fact.type)).toEqual(['FollowUpSent', 'FollowUpStopped']);
      const detail = (await organiser.get(`/api/leads/${gone.leadId}`).expect(200)).body;
      expect(detail.timeline.map((entry: { label: string }) => entry.label)).toEqual(expect.arrayContaining(['Follow-up 1 gesendet', 'Follow-ups abbestellt (nach Follow-up 1)']));

      // the status: one lead mailed step 1 twice over, one unsubscribed after it, nobody waits for step 2
      const status = (await organiser.get(`/api/events/${event.id}/follow-ups/status`).expect(200)).body;
      expect(status).toEqual({
        consentText: expect.stringContaining('Ich stimme zu'),
        consentMentionsMail: false,
        steps: [
          { step: 1, scheduled: 0, sent: 2, unsubscribed: 1, clicked: 0 },
          { step: 2, scheduled: 0, sent: 0, unsubscribed: 0, clicked: 0 },
        ],
      });
    });

    it('counts the leads waiting per step and the booking clicks once per lead', async () => {
      const event = await eventWithSteps([step(0, 'Eins', { bookingUrl: 'https://cal.example/eins' }), step(9, 'Zwei')], {
        privacyText: 'Ich möchte weitere Informationen per E-Mail erhalten und stimme der Datenschutzerklärung zu.',
      });
      const a = await confirmedLead(event);
      const b = await confirmedLead(event);
      const before = (await organiser.get(`/api/events/${event.id}/follow-ups/status`).expect(200)).body;
      expect(before.consentMentionsMail).toBe(true);
      expect(before.steps).toEqual([
        { step: 1, scheduled: 2, sent: 0, unsubscribed: 0, clicked: 0 },
        { step: 2, scheduled: 2, sent: 0, unsubscribed: 0, clicked: 0 },
      ]);
      const [mail] = await tickUntilMails(new Date(Date.now() + 60_000), a.email, 1);
      await tickUntilMails(new Date(Date.now() + 60_000), b.email, 1);
      const booking = /\/b\/([A-Za-z0-9._-]+)\/1/.exec(mail.text)![1];
      const optOuts = suite.t.app.get(FollowUpOptOuts);
      const firstClicks: string[] = [];
      const onFirst = async (_manager: unknown, eventId: string) => void firstClicks.push(eventId);
      expect(await optOuts.clickBooking(booking, 1, false, onFirst)).toBe('https://cal.example/eins');
      expect(await optOuts.clickBooking(booking, 1, true, onFirst)).toBe('https://cal.example/eins');
      expect(await optOuts.clickBooking(booking, 1, true, onFirst)).toBe('https://cal.example/eins');
      expect(await optOuts.clickBooking(booking, 2, true, onFirst)).toBeNull(); // no URL
      expect(await optOuts.clickBooking('falsch', 1, true, onFirst)).toBeNull();
      expect(firstClicks).toEqual([event.id]);
      const after = (await organiser.get(`/api/events/${event.id}/follow-ups/status`).expect(200)).body;
      expect(after.steps).toEqual([
        { step: 1, scheduled: 0, sent: 2, unsubscribed: 0, clicked: 1 },
        { step: 2, scheduled: 2, sent: 0, unsubscribed: 0, clicked: 0 },
      ]);
    });

    it('applies an edited step only to the positions a lead did not get yet', async () => {
      const event = await eventWithSteps([step(0, 'Eins alt'), step(2, 'Zwei alt')]);
      const early = await confirmedLead(event);
      const now = Date.now();
      await tickUntilMails(new Date(now + 60_000), early.email, 1);
      await putSteps(event, [step(0, 'Eins neu'), step(2, 'Zwei neu')]).expect(200);
      const late = await confirmedLead(event);
      const earlyMails = await tickUntilMails(new Date(now + 3 * DAY), early.email, 2);
      const lateMails = await tickUntilMails(new Date(now + 3 * DAY), late.email, 2);
      expect(earlyMails.map((mail) => mail.subject)).toEqual(['Eins alt', 'Zwei neu']);
      expect(lateMails.map((mail) => mail.subject)).toEqual(['Eins neu', 'Zwei neu']);
      // a shorter list: nothing more for leads that got all its positions
      await putSteps(event, [step(0, 'Nur eins')]).expect(200);
      await tickAndSettle(new Date(now + 9 * DAY), early.leadId);
      expect(followUpsTo(early.email)).toHaveLength(2);
    });
  });
});
