import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { ErasedLeadsKeepTheirLink1764861290000 } from '../src/database/migrations/1764861290000-ErasedLeadsKeepTheirLink';
import { LeadSecrets } from '../src/modules/lead-log/services/lead-secrets.service';
import { PUBLIC_STATS_TTL_MS, PublicStatsService } from '../src/modules/insights/services/public-stats.service';
import type { NewAccount } from './support/accounts';
import { columnsContaining } from './support/column-scan';
import { devOrganiser } from './support/dev-mailbox';
import { createEvent, formToken, type EventJson } from './support/events';
import { deleteKeys, REDIS_URL, redisAvailable } from './support/redis';
import { pause, uid } from './support/retention';
import { createTestApp, createTestWorker, type TestApp, type TestClient, uniqueBullPrefix, waitUntil } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

/*
 * Erasure (issue 19): the visitor's link in every mail, the erase page without a script, the
 * organiser's 'Lead löschen', mails still waiting for the address, and the column scan. Mails go
 * through Bull to a worker that writes the dev outbox, so a test can hold the worker back and
 * see that an erased address's waiting mail is never sent. The organiser's CRM is a local
 * webhook receiver (WEBHOOK_ALLOW_HOSTS), so the column scan also covers the delivery log.
 */

interface DevMail {
  subject: string;
  text: string;
  html: string;
}


describe('erasure by the visitor and by the organiser', () => {
  const prefix = uniqueBullPrefix();
  const crm = new WebhookReceiver();
  let t: TestApp;
  let worker: INestApplicationContext;
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;
  let stranger: TestClient;
  let strangerAccount: NewAccount;
  let now: number;

  const devMailsTo = (address: string): Promise<DevMail[]> =>
    t.dataSource.query(`SELECT subject, text, html FROM dev_mailbox WHERE to_address = $1 ORDER BY created_at`, [address]);
  const mailsArrived = async (address: string, count = 1): Promise<DevMail[]> => {
    await waitUntil(async () => (await devMailsTo(address)).length >= count, 15_000, `mail ${count} to ${address}`);
    return devMailsTo(address);
  };
  const submit = (email: string, fields: Record<string, unknown> = {}, client = t.client()) =>
    client.post(`/api/form/${account.companySlug}/${event.slug}/submit`, {
      email,
      name: 'Erika Muster',
      customField1: 'Handel',
      consent: true,
      formToken: formToken(t, event.id),
      ...fields,
    });
  const leadIdOf = async (email: string): Promise<string> => {
    const [row] = await t.dataSource.query(`SELECT lead_id FROM lead_personal_data WHERE email = $1`, [email]);
    return row.lead_id;
  };
  /** The path of the erase link in a mail's text part (after 'Meine Daten löschen:' or 'Delete my data:'). */
  const eraseLinkIn = (mail: DevMail): string => {
    const match = /(?:Meine Daten löschen|Delete my data): https?:\/\/[^/\s]+(\/erase\/[A-Za-z0-9._-]+(?:\?lang=[a-z]{2})?)/.exec(mail.text);
    if (!match) throw new Error(`no erase link in "${mail.subject}"`);
    return match[1];
  };
  /** A browser without a script: urlencoded, the page's Origin, no XSRF header. */
  const postPage = (path: string, accept = 'text/html') => {
    const client = t.client();
    return client.agent.post(path).set('X-Forwarded-For', client.ip).set('Origin', process.env.APP_URL!).set('Accept', accept).type('form').send({});
  };
  /** The lead behind a confirmation link, found by its log (an erased lead has no address left to find it by). */
  const leadIdByLink = async (confirmLink: string): Promise<string> => {
    const hash = t.app.get(LeadSecrets).hashToken(confirmLink.split('/').pop()!);
    const [row] = await t.dataSource.query(`SELECT lead_id FROM lead_events WHERE type = 'LeadCaptured' AND data->>'confirmationTokenHash' = $1`, [hash]);
    return row.lead_id;
  };
  const factsOf = (leadId: string): Promise<{ type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }[]> =>
    t.dataSource.query(`SELECT type, data, metadata FROM lead_events WHERE lead_id = $1 ORDER BY version`, [leadId]);
  const mailQueue = () => worker.get<Queue>(getQueueToken('mail'), { strict: false });

  beforeAll(async () => {
    expect(await redisAvailable()).toBe(true);
    await crm.start();
    const options = { redisUrl: REDIS_URL, bullPrefix: prefix, env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${crm.port}` } };
    t = await createTestApp(options);
    worker = await createTestWorker(options);
    ({ client: organiser, account } = await devOrganiser(t));
    event = await createEvent(organiser, { name: 'Fachmesse Köln', customField1: 'Branche', primaryColor: '#aa3300' });
    ({ client: stranger, account: strangerAccount } = await devOrganiser(t));
    const stats = t.app.get(PublicStatsService);
    now = Date.now();
    stats.clock = () => now;
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await deleteKeys(`${prefix}:*`);
    await crm.stop();
    delete process.env.WEBHOOK_ALLOW_HOSTS;
  });

  it('puts "Meine Daten löschen" under every visitor mail (DOI, welcome), in the visitor’s language; previews show an example', async () => {
    const email = `link-${uid()}@example.org`;
    await submit(email).expect(201);
    const [doi] = await mailsArrived(email);
    const link = eraseLinkIn(doi);
    expect(link).toBe(`/erase/${t.app.get(LeadSecrets).leadLinkToken('erase', await leadIdOf(email))}`);
    expect(doi.html).toMatch(new RegExp(`<a href="https?://[^"]+${link.replace(/[.?]/g, '\\$&')}"[^>]*>Meine Daten löschen</a>`));

    const confirmation = /\/confirm\/([A-Za-z0-9_-]+)/.exec(doi.text)![1];
    await t.client().post(`/api/confirm/${confirmation}`).expect(200);
    const [, welcome] = await mailsArrived(email, 2);
    expect(eraseLinkIn(welcome)).toBe(link);

    const english = `english-${uid()}@example.org`;
    const visitor = t.client();
    visitor.agent.set('Accept-Language', 'en');
    await submit(english, {}, visitor).expect(201);
    const [englishDoi] = await mailsArrived(english);
    expect(englishDoi.text).toMatch(/Delete my data: \S+\/erase\/\S+\?lang=en/);

    const preview = await organiser.get(`/api/events/${event.id}/mail-preview?type=welcome`).expect(200);
    expect(preview.text).toMatch(/\/erase\/test-link"[^>]*>Meine Daten löschen<\/a>/);
  });

  it('shows on the erase page what goes and the button; the plain form post erases (303) and the page then says so', async () => {
    const email = `seite-${uid()}@example.org`;
    await submit(email, { name: 'Gerda Seite' }).expect(201);
    const link = eraseLinkIn((await mailsArrived(email))[0]);

    const ask = await t.client().get(link).set('Accept-Language', 'de');
    expect(ask.status).toBe(200);
    expect(ask.headers['cache-control']).toBe('no-store');
    for (const shown of ['Meine Daten löschen', email, 'Gerda Seite', 'Fachmesse Köln', 'deine Antworten im Formular', 'Notizen des Standteams', 'Meine Daten jetzt löschen']) {
      expect(ask.text).toContain(shown);
    }
    expect(ask.text).toMatch(new RegExp(`<form[^>]*action="${link.replace('.', '\\.')}" method="post"`));
    // a GET never erases (mail scanners open links)
    expect(await leadIdOf(email)).toBeDefined();

    const posted = await postPage(link);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(link);
    const done = await t.client().get(link);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Deine Daten sind gelöscht');
    expect(done.text).not.toContain(email);
    expect(done.text).not.toContain('data-erase-form');

    const [row] = await t.dataSource.query(`SELECT count(*)::int AS n FROM lead_personal_data WHERE email = $1`, [email]);
    expect(row.n).toBe(0);
    // the script's post of a used link: the same page, with 410
    const again = await postPage(link, 'application/json');
    expect(again.status).toBe(410);
    expect(again.body.state).toBe('erased');
    expect(again.body.html).toContain('Deine Daten sind gelöscht');
  });

  it('POST /api/erase/{token}: erases once, then answers "bereits gelöscht" (410); an invalid link 404 in German', async () => {
    const email = `api-${uid()}@example.org`;
    await submit(email).expect(201);
    const leadId = await leadIdOf(email);
    const token = eraseLinkIn((await mailsArrived(email))[0]).replace('/erase/', '');

    const first = await t.client().post(`/api/erase/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Deine Daten wurden gelöscht.' });
    const second = await t.client().post(`/api/erase/${token}`);
    expect(second.status).toBe(410);
    expect(second.body.message).toContain('bereits gelöscht');

    const facts = await factsOf(leadId);
    expect(facts.filter((fact) => fact.type === 'LeadErased')).toEqual([
      { type: 'LeadErased', data: { reason: 'visitor-request' }, metadata: expect.objectContaining({ actor: 'visitor' }) },
    ]);

    // the welcome mail's download link leads nowhere now: the page says why and offers the form, nothing is counted
    const downloadsCounted = async () =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM funnel_hits WHERE event_id = $1 AND step = 'downloads'`, [event.id]))[0].n as number;
    const before = await downloadsCounted();
    const downloadLink = `/d/${t.app.get(LeadSecrets).leadLinkToken('download', leadId)}`;
    for (const userAgent of ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', 'WhatsApp/2.23.20.0']) {
      const download = await t.client().agent.get(downloadLink).set('User-Agent', userAgent).set('Accept-Language', 'de');
      expect({ userAgent, status: download.status, location: download.headers.location }).toEqual({ userAgent, status: 404, location: undefined });
      expect(download.text).toContain('Download nicht verfügbar');
      expect(download.text).toContain('Deine Angaben zu diesem Event wurden gelöscht, deshalb führt dieser Link nicht mehr zum Download.');
      expect(download.text).toContain('Fachmesse Köln');
      expect(download.text).toMatch(new RegExp(`<a[^>]*href="/form/${account.companySlug}/${event.slug}"[^>]*>Zum Anmeldeformular</a>`));
    }
    expect(await downloadsCounted()).toBe(before);
    expect((await factsOf(leadId)).map((fact) => fact.type)).not.toContain('LeadDownloaded');

    const secrets = t.app.get(LeadSecrets);
    for (const bad of [`${token.slice(0, -2)}xx`, secrets.leadLinkToken('download', leadId), 'kaputt', secrets.leadLinkToken('erase', '00000000-0000-4000-8000-000000000000')]) {
      const res = await t.client().post(`/api/erase/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Der Link zum Löschen ist ungültig. Bitte nutze den Link aus deiner E-Mail.');
      const page = await t.client().get(`/erase/${bad}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Dieser Link ist ungültig');
    }
  });

  it('answers the old confirmation link of an erased visitor with the page that says the data were erased, not "Link gilt nicht mehr"', async () => {
    const email = `bestaetigung-${uid()}@example.org`;
    await submit(email).expect(201);
    const [doi] = await mailsArrived(email);
    const confirmLink = /https?:\/\/[^/\s]+(\/[^/\s]+\/confirm\/[A-Za-z0-9_-]+)/.exec(doi.text)![1];
    await t.client().post(`/api/erase/${eraseLinkIn(doi).replace('/erase/', '')}`).expect(200);

    const expectErasedPage = async () => {
      const page = await t.client().get(confirmLink).set('Accept-Language', 'de');
      expect(page.status).toBe(404);
      expect(page.text).toContain('Deine Daten sind gelöscht');
      expect(page.text).toContain('Deine Angaben zu diesem Event wurden inzwischen gelöscht, deshalb gibt es nichts mehr zu bestätigen.');
      expect(page.text).not.toContain('Dieser Link gilt nicht mehr');
      expect(page.text).toMatch(new RegExp(`<a[^>]*href="/form/${account.companySlug}/${event.slug}"[^>]*>Zum Anmeldeformular</a>`));
      // the button's post confirms nothing and shows the same
      const posted = await postPage(confirmLink);
      expect(posted.status).toBe(404);
      expect(posted.text).toContain('Deine Daten sind gelöscht');
      expect((await factsOf(await leadIdByLink(confirmLink))).map((fact) => fact.type)).not.toContain('LeadConfirmed');
    };
    await expectErasedPage();

    // a lead erased before its link was kept: the migration gives the link back from the log
    await t.dataSource.query(`UPDATE leads SET confirmation_token_hash = NULL WHERE id = $1`, [await leadIdByLink(confirmLink)]);
    expect((await t.client().get(confirmLink)).text).toContain('Dieser Link gilt nicht mehr');
    const runner = t.dataSource.createQueryRunner();
    try {
      await new ErasedLeadsKeepTheirLink1764861290000().up(runner);
    } finally {
      await runner.release();
    }
    await expectErasedPage();
  });

  it('drops the DOI mail still waiting for the lead: the worker that runs later sends nothing; another organiser’s mail to the person and the same organiser’s mail for the person’s other sign-up still go', async () => {
    const elsewhere = await createEvent(stranger, { name: 'Hausmesse Bonn' });
    await t.dataSource.query(`UPDATE accounts SET event_credits = event_credits + 1 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    const autumn = await createEvent(organiser, { name: 'Herbstmesse Essen' });
    await mailQueue().pause(true);
    const email = `wartet-${uid()}@example.org`;
    try {
      await submit(email).expect(201);
      await t
        .client()
        .post(`/api/form/${strangerAccount.companySlug}/${elsewhere.slug}/submit`, { email, name: 'Erika Muster', consent: true, formToken: formToken(t, elsewhere.id) })
        .expect(201);
      const leadId = await leadIdOf(email);
      await t
        .client()
        .post(`/api/form/${account.companySlug}/${autumn.slug}/submit`, { email, name: 'Erika Muster', consent: true, formToken: formToken(t, autumn.id) })
        .expect(201);
      const [waiting] = await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE completed_at IS NULL AND payload->>'to' = $1`, [email]);
      expect(waiting.n).toBe(3);
      await t.client().post(`/api/erase/${t.app.get(LeadSecrets).leadLinkToken('erase', leadId)}`).expect(200);
    } finally {
      await mailQueue().resume(true);
    }
    await waitUntil(async () => {
      const counts = await mailQueue().getJobCounts();
      return counts.waiting === 0 && counts.active === 0 && counts.delayed === 0;
    }, 15_000, 'the mail queue to run');
    await pause(300);
    // erasing one sign-up cancels nothing owed for another: the other organiser's and the autumn fair's double opt-in arrived
    const arrived = (await devMailsTo(email)).map((mail) => mail.text);
    expect(arrived).toHaveLength(2);
    expect(arrived.some((text) => text.includes('Hausmesse Bonn'))).toBe(true);
    expect(arrived.some((text) => text.includes('Herbstmesse Essen'))).toBe(true);
    expect(arrived.join('\n')).not.toContain('Fachmesse Köln');
  });

  describe("the organiser's 'Lead löschen'", () => {
    const email = `orga-${uid()}@example.org`;
    const note = `Rückruf wegen Angebot ${uid()}`;
    let leadId: string;

    beforeAll(async () => {
      const endpoint = await organiser.post('/api/webhook-endpoints', { url: crm.url('/crm'), facts: ['lead.captured', 'lead.erased'], eventIds: null }).expect(201);
      expect(endpoint.body.secret).toMatch(/^whsec_/);
      await submit(email, { name: 'Olga Organisiert' }).expect(201);
      leadId = await leadIdOf(email);
      await mailsArrived(email);
      await waitUntil(() => crm.at('/crm').length === 1, 15_000, 'the lead.captured delivery');
      await organiser.patch(`/api/leads/${leadId}`, { note, rating: 'hot' }).expect(200);
    });

    it('answers 404 for another organiser’s lead and 400 in German for a reason not on the list', async () => {
      const foreign = await stranger.post(`/api/leads/${leadId}/erase`, { reason: 'test-entry' });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Lead nicht gefunden');
      for (const body of [{}, { reason: 'weil ich es will' }, { reason: 'visitor-request' }]) {
        const bad = await organiser.post(`/api/leads/${leadId}/erase`, body);
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('Bitte wähle einen Grund für das Löschen aus der Liste.');
      }
      expect(await leadIdOf(email)).toBe(leadId);
    });

    it('takes the lead out of the list, the desk, the detail and the exports; it stays in the counts', async () => {
      now += PUBLIC_STATS_TTL_MS;
      const statsBefore = (await t.client().get('/api/public/stats').expect(200)).body;
      const desk = await organiser.get(`/api/leads?eventId=${event.id}&limit=50`).expect(200);
      expect(desk.body.map((lead: { id: string }) => lead.id)).toContain(leadId);

      const erased = await organiser.post(`/api/leads/${leadId}/erase`, { reason: 'test-entry' });
      expect(erased.status).toBe(200);
      expect(erased.body.message).toBe('Lead gelöscht. Die personenbezogenen Daten sind entfernt.');

      // the desk's next poll drops it
      const changes = await organiser.get(`/api/leads?eventId=${event.id}&since=${desk.headers['x-leads-cursor']}`).expect(200);
      expect(changes.body).toContainEqual({ id: leadId, removed: true });
      expect((await organiser.get(`/api/leads?eventId=${event.id}`).expect(200)).body.map((lead: { id: string }) => lead.id)).not.toContain(leadId);
      await organiser.get(`/api/leads/${leadId}`).expect(404);
      for (const path of [`/api/leads/export?eventId=${event.id}`, `/api/leads/export?eventId=${event.id}&format=excel`, `/api/events/${event.id}/leads.csv`]) {
        const file = await organiser.get(path).expect(200);
        expect(file.text).not.toContain(email);
        expect(file.text).not.toContain(note);
      }
      // a second erase finds nothing to erase
      expect((await organiser.post(`/api/leads/${leadId}/erase`, { reason: 'test-entry' })).status).toBe(404);

      now += PUBLIC_STATS_TTL_MS;
      expect((await t.client().get('/api/public/stats').expect(200)).body).toEqual(statsBefore);
      const facts = await factsOf(leadId);
      expect(facts.map((fact) => fact.type)).toEqual(expect.arrayContaining(['LeadCaptured', 'LeadQualified', 'LeadNoted', 'LeadErased']));
      expect(facts.at(-1)).toMatchObject({ type: 'LeadErased', data: { reason: 'test-entry' }, metadata: { actor: 'organiser' } });
    });

    it('tells the CRM lead.erased without personal data, and leaves the address, the name and the note in no text or json column of any table', async () => {
      await waitUntil(() => crm.at('/crm').length === 2, 15_000, 'the lead.erased delivery');
      const [captured, erased] = crm.at('/crm').map((request) => JSON.parse(request.body));
      expect(captured).toMatchObject({ type: 'lead.captured', data: { lead: { id: leadId, email, name: 'Olga Organisiert' } } });
      expect(erased).toMatchObject({ type: 'lead.erased', data: { lead: { id: leadId, status: 'erased', email: null, name: null }, erasure: { reason: 'test-entry' } } });
      expect(erased.data.lead.answers.every((answer: { value: unknown }) => answer.value === null)).toBe(true);
      // the delivery log kept lead.captured's body for 'Erneut senden': the erasure emptied it
      expect(await columnsContaining(t, email)).toEqual([]);
      expect(await columnsContaining(t, note)).toEqual([]);
      expect(await columnsContaining(t, 'Olga Organisiert')).toEqual([]);
    });
  });
});
