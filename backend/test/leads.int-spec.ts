import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerAndVerify, newAccount, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function confirmationToken(mail: CaughtMail): { companySlug: string; token: string } {
  const match = /\/([a-z0-9-]+)\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in "${mail.subject}"`);
  return { companySlug: match[1], token: match[2] };
}

describe('the lead loop: public form, lead log, double opt-in, leads list, export', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  /** A paid event with double opt-in, a required dropdown and a free-text field. */
  let event: EventJson;

  const formPath = (e: EventJson = event, slug = account.companySlug) => `/api/form/${slug}/${e.slug}`;
  const visitor = () => suite.t.client();
  const submit = (body: Record<string, unknown>, e: EventJson = event, client = visitor()) =>
    client.post(`${formPath(e)}/submit`, { consent: true, formToken: formToken(suite.t, e.id), ...body });

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await createEvent(organiser, { name: 'Erstes Event' }); // the free one
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, {
      name: 'Fachmesse Köln',
      nameRequired: true,
      customField1: 'Branche',
      customField1Required: true,
      customField1Options: ['Handel', 'Industrie'],
      customField2: 'Firma',
      doiEmailSubject: 'Bitte bestätigen: Fachmesse',
      doiEmailBody: 'Hallo {{name}}, bitte bestätige hier: {{confirmationUrl}}',
      welcomeEmailBody: 'Hier ist dein Katalog, {{name}}: {{downloadUrl}}',
      ctaButtonText: 'Katalog öffnen',
      introText: 'Willkommen am Stand!',
    });
  });

  describe('GET /api/form/{companySlug}/{eventSlug}', () => {
    it('answers the public configuration and nothing private', async () => {
      const res = await visitor().get(formPath());
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({
        id: event.id,
        name: 'Fachmesse Köln',
        slug: event.slug,
        companySlug: account.companySlug,
        introText: 'Willkommen am Stand!',
        doubleOptIn: true,
        nameRequired: true,
        customField1: 'Branche',
        customField1Options: ['Handel', 'Industrie'],
        customField1Required: true,
        customField2: 'Firma',
        customField2Required: false,
        privacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.',
        submitButtonText: 'Daten übergeben',
        leadLimitReached: false,
        formToken: expect.any(String),
      });
      for (const secret of ['downloadUrl', 'doiEmailBody', 'doiEmailSubject', 'welcomeEmailBody', 'userId', 'user', 'isFree', 'leadCount']) {
        expect(res.body).not.toHaveProperty(secret);
      }
      expect(JSON.stringify(res.body)).not.toContain('katalog.pdf');
    });

    it('answers 404 for an unknown form and 410 for an archived or ended event', async () => {
      const unknown = await visitor().get(`/api/form/${account.companySlug}/gibt-es-nicht`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Event nicht gefunden');

      const archived = await createEvent(organiser);
      await organiser.post(`/api/events/${archived.id}/archive`).expect(201 as number).catch(async () => organiser.post(`/api/events/${archived.id}/archive`));
      const gone = await visitor().get(formPath(archived));
      expect(gone.status).toBe(410);
      expect(gone.body).toEqual({ statusCode: 410, code: 'LEADS_EVENT_UNAVAILABLE', message: 'Event nicht mehr verfügbar' });
      const submitGone = await submit({ email: 'a@example.com' }, archived);
      expect(submitGone.status).toBe(410);

      const ended = await createEvent(organiser, { startDate: '2025-01-01', endDate: '2025-01-02' });
      expect((await visitor().get(formPath(ended))).status).toBe(410);
    });

    it('finds a form by the event slug alone', async () => {
      const res = await visitor().get(`/api/form/${event.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(event.id);
    });
  });

  describe('POST .../submit: validation and bots', () => {
    it.each([
      [{ email: 'anna@example.com', name: 'Anna', customField1: 'Handel', consent: false }, 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren'],
      [{ email: 'keine-adresse', name: 'Anna', customField1: 'Handel' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      [{ email: '', name: 'Anna', customField1: 'Handel' }, 'Bitte gib deine E-Mail-Adresse ein.'],
      [{ email: 'anna@example.com', customField1: 'Handel' }, 'Bitte gib deinen Namen ein.'],
      [{ email: 'anna@example.com', name: 'Anna' }, 'Bitte fülle das Feld „Branche“ aus.'],
      [{ email: 'anna@example.com', name: 'Anna', customField1: 'Landwirtschaft' }, 'Bitte wähle für „Branche“ eine der vorgegebenen Antworten.'],
      [{ email: 'anna@example.com', name: 'Anna', customField1: 'Handel', website: 'http://spam.example' }, 'Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.'],
      [{ email: 'anna@example.com', name: 'Anna', customField1: 'Handel', formToken: 'gefälscht.abc' }, 'Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await submit(body);
      expect(res.status).toBe(400);
      // the event's own rules also name their field (the visitor pages put the message there)
      expect(res.body).toMatchObject({ statusCode: 400, message });
    });

    it('names every field the event’s rules refuse, each with its message', async () => {
      const res = await submit({ email: 'anna@example.com', customField1: 'Landwirtschaft' });
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'LEADS_INVALID_ANSWERS',
        message: 'Bitte gib deinen Namen ein.',
        errors: { name: 'Bitte gib deinen Namen ein.', customField1: 'Bitte wähle für „Branche“ eine der vorgegebenen Antworten.' },
      });
    });

    it('refuses a form sent faster than a person can fill it, and takes it a moment later', async () => {
      const client = visitor();
      const { formToken: token } = (await client.get(formPath())).body;
      const body = { email: `schnell-${Date.now()}@example.com`, name: 'Flink', customField1: 'Handel', consent: true, formToken: token };
      const fast = await client.post(`${formPath()}/submit`, body);
      expect(fast.status).toBe(400);
      expect(fast.body.message).toBe('Das ging zu schnell. Bitte prüfe deine Angaben und sende das Formular erneut.');
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      await client.post(`${formPath()}/submit`, body).expect(201);
    });
  });

  describe('double opt-in', () => {
    it('records the lead, sends the event’s DOI mail and confirms idempotently with the welcome mail', async () => {
      const email = `besucher-${Date.now()}@example.com`;
      const res = await submit({ email: ` ${email.toUpperCase()} `, name: '<b>Bea</b>', customField1: 'Handel', customField2: 'ACME' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ requiresConfirmation: true, downloadUrl: null, mailSent: true });

      const [doi] = await suite.sink.waitFor(email);
      expect(doi.subject).toBe('Bitte bestätigen: Fachmesse');
      const { companySlug, token } = confirmationToken(doi);
      expect(companySlug).toBe(account.companySlug);
      expect(doi.text).toContain(`Hallo <b>Bea</b>, bitte bestätige hier: http://localhost:3999/${account.companySlug}/confirm/${token}`);
      expect(doi.html).toContain('Hallo &lt;b&gt;Bea&lt;/b&gt;');
      expect(doi.html).not.toContain('<b>Bea</b>');

      const first = await visitor().post(`/api/confirm/${token}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        downloadUrl: 'https://example.com/katalog.pdf',
        event: { name: 'Fachmesse Köln', ctaButtonText: 'Katalog öffnen' },
      });
      const again = await visitor().post(`/api/confirm/${token}`);
      expect(again.status).toBe(200);
      expect(again.body.downloadUrl).toBe('https://example.com/katalog.pdf');

      const mails = await suite.sink.waitFor(email, 2);
      const welcome = mails[1];
      // the counted download link (the funnel's downloads), which leads on to the event's download
      expect(welcome.text).toMatch(/Hier ist dein Katalog, <b>Bea<\/b>: http:\/\/localhost:3999\/d\/[0-9a-f-]{36}\.[\w-]{22}/);
      expect(welcome.html).toContain('Katalog öffnen');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(suite.sink.mailsTo(email)).toHaveLength(2); // the second click sent nothing

      const [lead] = await suite.t.dataSource.query(
        'SELECT l.* FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1',
        [email],
      );
      expect(lead.status).toBe('confirmed');
      await waitUntil(async () => {
        const types: { type: string }[] = await suite.t.dataSource.query('SELECT type FROM lead_events WHERE lead_id = $1 ORDER BY version', [lead.id]);
        return types.map((r) => r.type).join() === 'LeadCaptured,DoiMailSent,LeadConfirmed,WelcomeMailSent';
      }, 5_000, 'the full stream');
    });

    it('answers the failure page for an unknown link', async () => {
      const res = await visitor().post('/api/confirm/unbekannt');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'LEADS_CONFIRMATION_INVALID', message: 'Der Bestätigungslink ist ungültig oder bereits abgelaufen.' });
    });

    it('keeps the consent proof in the log, with hashed IP and no personal data', async () => {
      const email = `beweis-${Date.now()}@example.com`;
      const client = suite.t.client('198.51.100.77');
      await submit({ email, name: 'Berta Beweis', customField1: 'Industrie', customField2: 'Beweis GmbH' }, event, client).expect(201);
      const [doi] = await suite.sink.waitFor(email);
      await client.agent.post(`/api/confirm/${confirmationToken(doi).token}`).set('X-Forwarded-For', client.ip).set('Origin', 'http://localhost:3999').set('X-XSRF-TOKEN', await client.ensureXsrf()).set('User-Agent', 'Bestätiger/1.0').expect(200);

      const [{ lead_id }] = await suite.t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
      await waitUntil(async () => (await suite.t.dataSource.query('SELECT 1 FROM lead_events WHERE lead_id = $1 AND type = $2', [lead_id, 'DoiMailSent'])).length === 1);
      const stream: { type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }[] = await suite.t.dataSource.query(
        'SELECT type, data, metadata FROM lead_events WHERE lead_id = $1 ORDER BY version',
        [lead_id],
      );
      const captured = stream.find((e) => e.type === 'LeadCaptured')!;
      const consentText = 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.';
      expect(captured.data).toMatchObject({ eventId: event.id, formVersion: expect.any(Number), consentText, consentTextHash: sha256(consentText), doubleOptIn: true });
      expect(captured.data.ipHash).toMatch(/^[0-9a-f]{32}$/);
      expect(captured.metadata).toMatchObject({ actor: 'visitor' });
      const sent = stream.find((e) => e.type === 'DoiMailSent')!;
      expect(sent.data.messageId).toBe(doi.messageId);
      const confirmed = stream.find((e) => e.type === 'LeadConfirmed')!;
      expect(confirmed.data).toMatchObject({ userAgent: 'Bestätiger/1.0', ipHash: captured.data.ipHash });

      const log = JSON.stringify(stream);
      for (const personal of [email, 'Berta', 'Beweis GmbH', '198.51.100.77']) expect(log).not.toContain(personal);
    });

    it('does not duplicate a lead submitted twice, and re-sends the pending mail at most every 10 minutes', async () => {
      const email = `doppelt-${Date.now()}@example.com`;
      await submit({ email, name: 'Dora', customField1: 'Handel' }).expect(201);
      const [first] = await suite.sink.waitFor(email);
      const again = await submit({ email, name: 'Dora', customField1: 'Handel' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ requiresConfirmation: true, downloadUrl: null, mailSent: false });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(suite.sink.mailsTo(email)).toHaveLength(1);

      const [{ lead_id }] = await suite.t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
      await suite.t.dataSource.query(`UPDATE leads SET doi_sent_at = now() - interval '11 minutes' WHERE id = $1`, [lead_id]);
      const resent = await submit({ email, name: 'Dora', customField1: 'Handel' });
      expect(resent.body).toEqual({ requiresConfirmation: true, downloadUrl: null, mailSent: true });
      const mails = await suite.sink.waitFor(email, 2);
      expect(confirmationToken(mails[1]).token).toBe(confirmationToken(first).token); // the same link again
      const count = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM lead_personal_data WHERE owner_event_id = $1 AND email = $2', [event.id, email]);
      expect(count[0].n).toBe(1);
    });

    it('answers the download at once and sends the welcome mail when double opt-in is off', async () => {
      const direct = await createEvent(organiser, { doubleOptIn: false, downloadUrl: 'https://example.com/gutschein' });
      const email = `direkt-${Date.now()}@example.com`;
      const res = await submit({ email }, direct);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ requiresConfirmation: false, downloadUrl: 'https://example.com/gutschein', mailSent: true });
      const [welcome] = await suite.sink.waitFor(email);
      expect(welcome.text).toMatch(/http:\/\/localhost:3999\/d\/[0-9a-f-]{36}\.[\w-]{22}/);
    });
  });

  it('holds the 10-lead cap of a free event under 25 simultaneous submits', async () => {
    const owner = suite.t.client();
    const other = await registerAndVerify(owner, suite.sink);
    await owner.post('/api/auth/login', other).expect(200);
    const free = await createEvent(owner);
    expect(free.isFirstEvent).toBe(true);

    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        suite.t.client().post(`/api/form/${other.companySlug}/${free.slug}/submit`, {
          email: `ansturm-${i}-${Date.now()}@example.com`,
          consent: true,
          formToken: formToken(suite.t, free.id),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(15);
    expect(results.find((r) => r.status === 403)!.body.message).toContain('Lead-Limit erreicht');
    const [{ n }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM leads WHERE event_id = $1', [free.id]);
    expect(n).toBe(10);
    const config = await suite.t.client().get(`/api/form/${other.companySlug}/${free.slug}`);
    expect(config.body.leadLimitReached).toBe(true);
    const listed = await owner.get(`/api/events/${free.id}`);
    expect(listed.body).toMatchObject({ leadCount: 10, leadLimitReached: true });
  });

  describe('organiser: leads list, resend, export', () => {
    it('lists the organiser’s leads with their fields, filters by event and answers 304 to an unchanged poll', async () => {
      const email = `liste-${Date.now()}@example.com`;
      await submit({ email, name: 'Lisa', customField1: 'Industrie', customField2: 'Lisa AG' }).expect(201);
      const res = await organiser.get(`/api/leads?eventId=${event.id}`);
      expect(res.status).toBe(200);
      const lead = res.body.find((l: { email: string }) => l.email === email);
      expect(lead).toEqual({
        id: expect.any(String),
        eventId: event.id,
        event: { name: 'Fachmesse Köln' },
        name: 'Lisa',
        email,
        customField1: 'Industrie',
        customField2: 'Lisa AG',
        doiConfirmed: false,
        doiConfirmedAt: null,
        doiResentAt: null,
        createdAt: expect.any(String),
        status: 'pending',
        rating: null,
        tags: [],
        source: 'form',
        notedAt: null,
        qualifiedAt: null,
      });
      expect(res.body.every((l: { eventId: string }) => l.eventId === event.id)).toBe(true);

      // the DOI mail's delivery is one more fact in the log (a new version); once it is recorded,
      // nothing changes any more and a repeated poll must be answered with 304
      await suite.sink.waitFor(email);
      let etag = res.headers.etag;
      let unchanged = await organiser.get(`/api/leads?eventId=${event.id}`).set('If-None-Match', etag);
      for (let attempt = 0; unchanged.status !== 304 && attempt < 20; attempt++) {
        etag = unchanged.headers.etag;
        await new Promise((resolve) => setTimeout(resolve, 50));
        unchanged = await organiser.get(`/api/leads?eventId=${event.id}`).set('If-None-Match', etag);
      }
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toEqual({});
      await submit({ email: `neu-${Date.now()}@example.com`, name: 'Neu', customField1: 'Handel' }).expect(201);
      const changed = await organiser.get(`/api/leads?eventId=${event.id}`).set('If-None-Match', etag);
      expect(changed.status).toBe(200);
    });

    it('keeps tenants apart: another organiser sees none of these leads and gets 404 for them', async () => {
      const stranger = suite.t.client();
      const strangerAccount = await registerAndVerify(stranger, suite.sink);
      await stranger.post('/api/auth/login', strangerAccount).expect(200);
      expect((await stranger.get('/api/leads')).body).toEqual([]);
      const foreign = await stranger.get(`/api/leads?eventId=${event.id}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' });
      const [{ id: leadId }] = await suite.t.dataSource.query('SELECT id FROM leads WHERE event_id = $1 LIMIT 1', [event.id]);
      const resend = await stranger.post(`/api/leads/${leadId}/resend-doi`);
      expect(resend.status).toBe(404);
      expect((await stranger.get(`/api/events/${event.id}/leads.csv`)).status).toBe(404);
      expect((await stranger.get(`/api/events/${event.id}/qr`)).status).toBe(404);
      expect((await stranger.get(`/api/events/${event.id}`)).status).toBe(404);
      await request(suite.t.app.getHttpServer()).get('/api/leads').expect(401);
    });

    it('answers 404 to an event filter that names no event of the organiser, and lists all without a filter', async () => {
      for (const eventId of [randomUUID(), 'keine-uuid', `${event.id}&eventId=${event.id}`]) {
        const res = await organiser.get(`/api/leads?eventId=${eventId}`);
        expect({ eventId, status: res.status, body: res.body }).toEqual({ eventId, status: 404, body: { statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' } });
      }
      const all = await organiser.get('/api/leads?eventId=');
      expect(all.status).toBe(200);
      expect(all.body).toEqual((await organiser.get('/api/leads')).body);
    });

    it('re-sends the double opt-in mail once and then locks it for 24 hours', async () => {
      const email = `erinnern-${Date.now()}@example.com`;
      await submit({ email, name: 'Rita', customField1: 'Handel' }).expect(201);
      const [first] = await suite.sink.waitFor(email);
      const [{ lead_id }] = await suite.t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
      const ok = await organiser.post(`/api/leads/${lead_id}/resend-doi`);
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe('E-Mail gesendet');
      const mails = await suite.sink.waitFor(email, 2);
      expect(confirmationToken(mails[1]).token).toBe(confirmationToken(first).token);
      const locked = await organiser.post(`/api/leads/${lead_id}/resend-doi`);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Die Bestätigungs-E-Mail wurde bereits erneut gesendet. Ein weiterer Versand ist in 24 Stunden möglich.');
      await suite.t.dataSource.query(`UPDATE leads SET doi_resent_at = now() - interval '20 hours' WHERE id = $1`, [lead_id]);
      expect((await organiser.post(`/api/leads/${lead_id}/resend-doi`)).body.message).toContain('in 4 Stunden');
      await suite.t.dataSource.query(`UPDATE leads SET doi_resent_at = now() - interval '25 hours' WHERE id = $1`, [lead_id]);
      await organiser.post(`/api/leads/${lead_id}/resend-doi`).expect(200);
      expect((await organiser.post('/api/leads/kein-uuid/resend-doi')).status).toBe(404);
    });

    it('exports the event CSV with BOM and neutralised formulas', async () => {
      const email = `export-${Date.now()}@example.com`;
      await submit({ email, name: '=HYPERLINK("http://böse")', customField1: 'Handel', customField2: '+49 Firma' }).expect(201);
      const res = await organiser.get(`/api/events/${event.id}/leads.csv`).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="leads_${event.slug}_\\d{4}-\\d{2}-\\d{2}\\.csv"`));
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = body.toString('utf8').slice(1).trim().split('\n');
      expect(lines[0]).toBe('Name,Email,Event,Custom Field 1,Custom Field 2,Status,Date,Confirmed At,Source');
      const row = lines.find((l) => l.includes(email))!;
      expect(row).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://böse""\\)",${email},Fachmesse Köln,Handel,'\\+49 Firma,Pending,\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2},,form$`));
    });
  });

  it('exports every lead of a large event exactly once, across pages, in capture order', async () => {
    const big = await createEvent(organiser, { name: 'Großmesse' });
    const n = 12_345;
    // facts and personal data as visitors would leave them; many share one timestamp, so the
    // pages must break ties by id. The read model comes from the real projection (rebuild).
    await suite.t.dataSource.query(
      `INSERT INTO lead_personal_data (lead_id, owner_event_id, email)
       SELECT md5($1 || g)::uuid, $1::uuid, 'gross' || g || '@example.com' FROM generate_series(1, $2::int) g`,
      [big.id, n],
    );
    await suite.t.dataSource.query(
      `INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, data, metadata, occurred_at)
       SELECT gen_random_uuid(), md5($1 || g)::uuid, 1, $1::uuid, 'LeadCaptured',
              jsonb_build_object('eventId', $1, 'formVersion', 1, 'doubleOptIn', false, 'consentText', 'x', 'consentTextHash', 'x',
                                 'ipHash', null, 'userAgent', null, 'confirmationTokenHash', null, 'tokenNonce', null),
              '{"actor": "visitor"}', timestamptz '2026-03-01 10:00:00+01' + make_interval(secs => g / 1000)
         FROM generate_series(1, $2::int) g`,
      [big.id, n],
    );
    const { LeadStore } = await import('../src/modules/lead-log/repositories/lead-store.repository');
    await suite.t.app.get(LeadStore).rebuildReadModel();

    const res = await organiser.get(`/api/events/${big.id}/leads.csv`).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const rows = (res.body as Buffer).toString('utf8').slice(1).trim().split('\n').slice(1);
    expect(rows).toHaveLength(n);
    const emails = rows.map((row) => row.split(',')[1]);
    expect(new Set(emails).size).toBe(n);
    expect(rows[0].split(',')[6]).toBe('01.03.2026 10:00'); // Europe/Berlin
    // lead g was captured at second floor(g / 1000): the file must never go back in time
    const seconds = emails.map((email) => Math.floor(Number(/gross(\d+)@/.exec(email)![1]) / 1000));
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  });

  describe('the log', () => {
    it('rebuilds the read model from the log into identical rows', async () => {
      // changed_tx is the rebuild's own transaction afterwards: every open lead desk reads its list again
      const snapshot = async () =>
        (await suite.t.dataSource.query('SELECT * FROM leads ORDER BY id')).map(({ changed_tx: _, ...row }: Record<string, unknown>) => row);
      const before = await snapshot();
      expect(before.length).toBeGreaterThan(10);
      const { LeadStore } = await import('../src/modules/lead-log/repositories/lead-store.repository');
      const rebuilt = await suite.t.app.get(LeadStore).rebuildReadModel(7);
      expect(rebuilt).toBe(before.length);
      expect(await snapshot()).toEqual(before);
    });

    it('rebuilds beside a submit that holds its event row and then reads the leads, without a deadlock', async () => {
      const fair = await createEvent(organiser);
      await submit({ email: `neben-${Date.now()}@example.com` }, fair).expect(201);
      // a submit's order: its event row first (the lead cap), then the leads table
      const submitTx = suite.t.dataSource.createQueryRunner();
      await submitTx.connect();
      await submitTx.startTransaction();
      try {
        await submitTx.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [fair.id]);
        const [{ pid }] = await submitTx.query('SELECT pg_backend_pid() AS pid');
        const { LeadStore } = await import('../src/modules/lead-log/repositories/lead-store.repository');
        const rebuilt = suite.t.app.get(LeadStore).rebuildReadModel();
        // the rebuild waits for the submit's event row
        await waitUntil(async () => (await suite.t.dataSource.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).length > 0, 20_000, 'the rebuild waiting');
        // before the fix the rebuild held the leads table here and PostgreSQL failed one side as a deadlock
        await submitTx.query('SELECT count(*) FROM leads WHERE event_id = $1', [fair.id]);
        await submitTx.commitTransaction();
        await expect(rebuilt).resolves.toBeGreaterThan(0);
      } finally {
        if (submitTx.isTransactionActive) await submitTx.rollbackTransaction();
        await submitTx.release();
      }
    });

    it('refuses to change or delete single facts, and removes whole streams with their event', async () => {
      const doomed = await createEvent(organiser);
      await submit({ email: `weg-${Date.now()}@example.com` }, doomed).expect(201);
      const facts = `FROM lead_events WHERE owner_event_id = '${doomed.id}'`;
      await expect(suite.t.dataSource.query(`UPDATE lead_events SET type = 'X' WHERE owner_event_id = $1`, [doomed.id])).rejects.toThrow(/append-only/);
      await expect(suite.t.dataSource.query(`DELETE ${facts}`)).rejects.toThrow(/append-only/);
      await expect(suite.t.dataSource.query(`TRUNCATE lead_events`)).rejects.toThrow(/append-only/);

      await suite.t.dataSource.query('DELETE FROM events WHERE id = $1', [doomed.id]);
      for (const table of ['lead_events', 'lead_personal_data', 'leads']) {
        const column = table === 'leads' ? 'event_id' : 'owner_event_id';
        const [{ n }] = await suite.t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [doomed.id]);
        expect(n).toBe(0);
      }
    });

    it('deletes an organiser with all events, leads and facts when the account is deleted', async () => {
      const client = suite.t.client();
      const gone = await registerAndVerify(client, suite.sink, newAccount());
      await client.post('/api/auth/login', gone).expect(200);
      const own = await createEvent(client);
      await client.post(`/api/form/${gone.companySlug}/${own.slug}/submit`, { email: `kunde-${Date.now()}@example.com`, consent: true, formToken: formToken(suite.t, own.id) }).expect(201);
      await client.delete('/api/auth/account', { confirmation: 'DELETE' }).expect(200);
      for (const [table, column] of [['events', 'id'], ['leads', 'event_id'], ['lead_events', 'owner_event_id'], ['lead_personal_data', 'owner_event_id']]) {
        const [{ n }] = await suite.t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [own.id]);
        expect(n).toBe(0);
      }
    });
  });
});
