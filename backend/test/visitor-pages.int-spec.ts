import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient } from './support/test-app';

/** The page's data for its script, as the server embedded it. */
function pageData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="fl-page">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page data');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

function confirmLink(mail: CaughtMail): string {
  const match = /https?:\/\/[^/\s]+(\/[a-z0-9-]+\/confirm\/[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in "${mail.subject}"`);
  return match[1];
}

const APP_ORIGIN = () => process.env.APP_URL!;

describe('visitor pages rendered by the API (issue 13): the first HTML, no-script posts, languages', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;
  let noDoi: EventJson;

  const page = (e: EventJson = event) => `/form/${account.companySlug}/${e.slug}`;
  const visitor = () => suite.t.client();
  /** A browser without a script: urlencoded, the page's Origin, no XSRF header. */
  const postForm = (client: TestClient, path: string, fields: Record<string, string>, accept = 'text/html') =>
    client.agent.post(path).set('X-Forwarded-For', client.ip).set('Origin', APP_ORIGIN()).set('Accept', accept).type('form').send(fields);

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await createEvent(organiser, { name: 'Erstes Event' }); // the free one
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, {
      name: 'Fachmesse Köln',
      introText: 'Willkommen am Stand!',
      primaryColor: '#aa3300',
      logoUrl: 'https://cdn.example.com/logo.png',
      nameRequired: true,
      customField1: 'Branche',
      customField1Required: true,
      customField1Options: ['Handel', 'Industrie'],
      submitButtonText: 'Katalog anfordern',
    });
    noDoi = await createEvent(organiser, { name: 'Roadshow Wien', doubleOptIn: false, downloadUrl: 'https://example.com/gutschein.pdf' });
  });

  describe('GET of the form', () => {
    it('answers the whole branded form in the first HTML, without a cookie', async () => {
      const res = await visitor().get(page()).set('Accept-Language', 'de-DE,de;q=0.9');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.text;
      expect(html).toContain('<html lang="de"');
      expect(html).toContain('<title>Fachmesse Köln | FairLeads</title>');
      expect(html).toContain('Willkommen am Stand!');
      expect(html).toContain('src="https://cdn.example.com/logo.png"');
      expect(html).toContain('--vp-primary:#aa3300');
      expect(html).toMatch(/<form[^>]*action="\/form\/[^"]+"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/form\//);
      for (const label of ['E-Mail-Adresse', 'Name', 'Branche', 'Handel', 'Industrie', 'Datenschutzerklärung', 'Katalog anfordern']) expect(html).toContain(label);
      expect(html).toMatch(/<input type="hidden" name="formToken" value="[^"]+"/);
      expect(pageData(html)).toMatchObject({ kind: 'form', locale: 'de' });
    });

    it('answers 404 for an unknown event and 410 for an archived one, each with its spec view', async () => {
      const unknown = await visitor().get(`/form/${account.companySlug}/gibt-es-nicht`);
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('Event nicht mehr verfügbar');
      const archived = await createEvent(organiser, { name: 'Alt' });
      await organiser.post(`/api/events/${archived.id}/archive`);
      const gone = await visitor().get(page(archived));
      expect(gone.status).toBe(410);
      expect(gone.text).toContain('Event nicht mehr verfügbar');
    });

    it('shows a full free event as “Anmeldeschluss erreicht” (410), never a word about limits or plans', async () => {
      const other = suite.t.client();
      const owner = await registerAndVerify(other, suite.sink);
      await other.post('/api/auth/login', owner).expect(200);
      const free = await createEvent(other, { name: 'Gratis-Stand', doubleOptIn: false });
      for (let i = 0; i < 10; i += 1) {
        await visitor().post(`/api/form/${owner.companySlug}/${free.slug}/submit`, { email: `voll${i}@example.com`, consent: true, formToken: formToken(suite.t, free.id) }).expect(201);
      }
      const res = await visitor().get(`/form/${owner.companySlug}/${free.slug}`);
      expect(res.status).toBe(410);
      expect(res.text).toContain('Anmeldeschluss erreicht');
      const visible = /<main[\s\S]*<\/main>/.exec(res.text)![0].replace(/<[^>]+>/g, ' ');
      expect(visible).not.toMatch(/Limit|Leads|kostenlos|Plan|10/i);
    });

    it('speaks English to an English browser, and switches by link', async () => {
      const res = await visitor().get(page()).set('Accept-Language', 'en-GB,en;q=0.8');
      expect(res.text).toContain('<html lang="en"');
      expect(res.text).toContain('Email address');
      expect(res.text).toContain(`href="${page()}?lang=de"`);
      const german = await visitor().get(`${page()}?lang=de`).set('Accept-Language', 'en');
      expect(german.text).toContain('E-Mail-Adresse');
    });
  });

  describe('the form without a script', () => {
    it('answers 422 with every value kept and a message at each field, the first one focused', async () => {
      const client = visitor();
      const res = await postForm(client, page(), {
        formToken: formToken(suite.t, event.id),
        email: 'anna,berger@firma.de',
        name: '',
        customField1: 'Handel',
      });
      expect(res.status).toBe(422);
      expect(res.text).toContain('value="anna,berger@firma.de"');
      expect(res.text).toMatch(/<p id="lead-email-error"[^>]*>Bitte gib eine gültige E-Mail-Adresse ein\.<\/p>/);
      expect(res.text).toMatch(/<p id="lead-name-error"[^>]*>Bitte gib deinen Namen ein\.<\/p>/);
      expect(res.text).toMatch(/<p id="lead-consent-error"[^>]*>Bitte akzeptiere die Datenschutzerklärung/);
      expect(res.text).toMatch(/<input id="lead-email"[^>]*autofocus=""/);
      expect(res.text).toMatch(/role="alert"[^>]*>Bitte prüfe deine Eingaben \(3 Felder\)/);
      expect(res.text).toMatch(/<option value="Handel" selected=""/);
    });

    it('takes only the ticked box as consent: a made-up value or a JSON false stores nothing', async () => {
      const client = visitor();
      const email = `ohne-haken-${Date.now()}@example.com`;
      const fields = { formToken: formToken(suite.t, event.id), email, name: 'Olaf', customField1: 'Handel' };
      for (const consent of ['false', 'off', '0', '']) {
        const res = await postForm(client, page(), { ...fields, consent });
        expect(res.status).toBe(422);
        expect(res.text).toMatch(/<p id="lead-consent-error"[^>]*>Bitte akzeptiere die Datenschutzerklärung/);
      }
      // the page takes a browser's form post only: JSON would let `false` or `null` pass as a field that is there
      const json = await client.agent
        .post(page())
        .set('X-Forwarded-For', client.ip)
        .set('Origin', APP_ORIGIN())
        .set('Accept', 'application/json')
        .send({ ...fields, consent: false });
      expect(json.status).toBe(415);
      expect(await suite.t.dataSource.query('SELECT 1 FROM lead_personal_data WHERE email = $1', [email])).toEqual([]);
    });

    it('takes a valid form with 303 to the e-mail confirmation page, which shows the address and counts down the resend', async () => {
      const client = visitor();
      const res = await postForm(client, page(), {
        formToken: formToken(suite.t, event.id),
        email: 'Nora.Ohnescript@example.com',
        name: 'Nora',
        customField1: 'Industrie',
        consent: 'on',
        website: '',
      });
      expect(res.status).toBe(303);
      const location = res.headers.location as string;
      expect(location).toMatch(new RegExp(`^/${account.companySlug}/email-confirmation\\?company=.+&event=${event.slug}&r=`));
      const [mail] = await suite.sink.waitFor('nora.ohnescript@example.com');

      const confirmation = await client.get(location);
      expect(confirmation.status).toBe(200);
      expect(confirmation.text).toContain('nora.ohnescript@example.com');
      expect(confirmation.text).toContain('Fachmesse Köln');
      // the mail went out just now: the server holds the next one back for 10 minutes
      expect(confirmation.text).toMatch(/Erneut senden in (9:\d\d|10:00)/);
      expect(pageData(confirmation.text)).toMatchObject({ kind: 'email-confirmation' });

      // the resend button posts the receipt: held back, said so, nothing sent
      const receipt = /name="r" value="([^"]+)"/.exec(confirmation.text)![1];
      const resend = await postForm(client, location.split('?')[0], { r: receipt });
      expect(resend.status).toBe(303);
      expect(resend.headers.location).toContain('resent=held');
      const json = await postForm(client, location.split('?')[0], { r: receipt }, 'application/json');
      expect(json.body).toMatchObject({ mailSent: false });
      expect(json.body.resendAvailableAt).toBeGreaterThan(Date.now() + 8 * 60_000);
      expect(suite.sink.mailsTo('nora.ohnescript@example.com')).toHaveLength(1);

      // the confirm page never confirms on a GET; its button posts
      const link = confirmLink(mail);
      const ask = await client.get(link);
      expect(ask.status).toBe(200);
      expect(ask.text).toContain('Jetzt bestätigen');
      const [lead] = await suite.t.dataSource.query(`SELECT status FROM leads WHERE event_id = $1`, [event.id]);
      expect(lead.status).toBe('pending');
      const confirm = await postForm(client, link, {});
      expect(confirm.status).toBe(303);
      const done = await client.get(confirm.headers.location as string);
      expect(done.text).toContain('Alles bestätigt');
      expect(done.text).toContain('https://example.com/katalog.pdf');
      const [after] = await suite.t.dataSource.query(`SELECT status FROM leads WHERE event_id = $1`, [event.id]);
      expect(after.status).toBe('confirmed');
    });

    it('without double opt-in answers 303 to a success page with the download', async () => {
      const client = visitor();
      const res = await postForm(client, page(noDoi), { formToken: formToken(suite.t, noDoi.id), email: 'ohne-doi@example.com', consent: 'on' });
      expect(res.status).toBe(303);
      const success = await client.get(res.headers.location as string);
      expect(success.status).toBe(200);
      expect(success.text).toContain('Vielen Dank!');
      expect(success.text).toContain('href="https://example.com/gutschein.pdf"');
      // without the receipt the same address is the form again
      const plain = await client.get(page(noDoi));
      expect(plain.text).not.toContain('gutschein.pdf');
    });

    it('refuses a post from another site, and one without Origin or Referer', async () => {
      const client = visitor();
      const fields = { formToken: formToken(suite.t, event.id), email: 'fremd@example.com', name: 'F', customField1: 'Handel', consent: 'on' };
      const foreign = await client.agent.post(page()).set('X-Forwarded-For', client.ip).set('Origin', 'https://evil.example').type('form').send(fields);
      expect(foreign.status).toBe(403);
      const bare = await client.agent.post(page()).set('X-Forwarded-For', client.ip).type('form').send(fields);
      expect(bare.status).toBe(403);
      const viaReferer = await client.agent.post(page()).set('X-Forwarded-For', client.ip).set('Referer', `${APP_ORIGIN()}${page()}`).type('form').send(fields);
      expect(viaReferer.status).toBe(303);
    });

    it('keeps the values and says “zu schnell” when the form comes back within the minimum fill time', async () => {
      const res = await postForm(visitor(), page(), {
        formToken: formToken(suite.t, event.id, 0),
        email: 'schnell@example.com',
        name: 'S',
        customField1: 'Handel',
        consent: 'on',
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain('Das ging zu schnell');
      expect(res.text).toContain('value="schnell@example.com"');
    });
  });

  describe('the page script asks for JSON', () => {
    it('gets the field messages of a refused form, in English for an English page', async () => {
      const res = await postForm(
        visitor(),
        page(),
        { formToken: formToken(suite.t, event.id), email: 'anna,berger@firma.de', name: 'Anna', customField1: 'Handel', consent: 'on', lang: 'en' },
        'application/json',
      );
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ statusCode: 422, code: 'LEADS_INVALID_ANSWERS' });
      expect(res.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    });

    it('gets the success page markup without double opt-in, and the next page’s address with it', async () => {
      const res = await postForm(visitor(), page(noDoi), { formToken: formToken(suite.t, noDoi.id), email: 'json@example.com', consent: 'on' }, 'application/json');
      expect(res.status).toBe(201);
      expect(res.body.html).toContain('Vielen Dank!');
      expect(res.body.downloadUrl).toBe('https://example.com/gutschein.pdf');
      const doi = await postForm(
        visitor(),
        page(),
        { formToken: formToken(suite.t, event.id), email: 'json-doi@example.com', name: 'J', customField1: 'Handel', consent: 'on' },
        'application/json',
      );
      expect(doi.status).toBe(201);
      expect(doi.body.location).toContain('/email-confirmation?');
    });
  });

  describe('the submissionId of a form (issue 18)', () => {
    const hiddenId = (html: string) => /<input type="hidden" name="submissionId" value="([^"]*)"/.exec(html)?.[1];
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

    it('renders a new one with every form, also with a form sent back refused', async () => {
      const first = hiddenId((await visitor().get(page())).text);
      const second = hiddenId((await visitor().get(page())).text);
      expect(first).toMatch(UUID);
      expect(second).toMatch(UUID);
      expect(second).not.toBe(first);
      // the refusal recorded nothing: the corrected form is a new submission
      const refused = await postForm(visitor(), page(), { formToken: formToken(suite.t, event.id), submissionId: first!, email: 'anna,berger@firma.de', name: 'A', customField1: 'Handel', consent: 'on' });
      expect(refused.status).toBe(422);
      expect(hiddenId(refused.text)).toMatch(UUID);
      expect(hiddenId(refused.text)).not.toBe(first);
    });

    it('takes a post that carries one, and refuses a malformed one in German with the values kept', async () => {
      const fields = { formToken: formToken(suite.t, noDoi.id), email: 'mit-id@example.com', consent: 'on' };
      const bad = await postForm(visitor(), page(noDoi), { ...fields, submissionId: 'keine-uuid' });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.');
      expect(bad.text).toContain('value="mit-id@example.com"');
      const badJson = await postForm(visitor(), page(noDoi), { ...fields, submissionId: '1' }, 'application/json');
      expect(badJson.status).toBe(400);
      expect(badJson.body).toMatchObject({ statusCode: 400, code: 'LEADS_SUBMISSION_ID_INVALID' });
      expect(badJson.body.message).toBe('Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.');
      const [{ count }] = await suite.t.dataSource.query(`SELECT count(*)::int AS count FROM leads WHERE event_id = $1`, [noDoi.id]);

      const ok = await postForm(visitor(), page(noDoi), { ...fields, submissionId: '0b6b5a4e-7f2c-4c8e-9d1a-3e5f7a9b1c2d' });
      expect(ok.status).toBe(303);
      const [after] = await suite.t.dataSource.query(`SELECT count(*)::int AS count FROM leads WHERE event_id = $1`, [noDoi.id]);
      expect(after.count).toBe(count + 1);
    });
  });

  describe('bad input on the page routes', () => {
    it.each([
      ['a NUL byte', 'email=a%00b%40example.com&consent=on'],
      ['a lone UTF-16 surrogate', 'email=%ED%A0%80%40example.com&consent=on'],
      ['a field twice', 'email=a%40example.com&email=b%40example.com&consent=on&consent=on'],
      ['bracket nesting', 'email[a][b]=x&consent[]=on'],
      ['no body', ''],
      ['a body over 16 KB', `email=${'a'.repeat(20_000)}`],
    ])('answers %s with a 4xx in German, never a 500', async (_label, body) => {
      const client = visitor();
      const res = await client.agent
        .post(page())
        .set('X-Forwarded-For', client.ip)
        .set('Origin', APP_ORIGIN())
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(`formToken=${encodeURIComponent(formToken(suite.t, event.id))}&${body}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).toMatch(/Bitte|Die Anfrage|Die Eingabe|ungültig/);
    });

    it('refuses JSON, whatever its shape, and a form of the wrong shape, in German and without a crash', async () => {
      const client = visitor();
      const res = await client.agent
        .post(page())
        .set('X-Forwarded-For', client.ip)
        .set('Origin', APP_ORIGIN())
        .set('Accept', 'application/json')
        .send({ email: { $ne: 1 }, name: [1, 2], consent: 'yes', formToken: 7 });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.');
      const shaped = await client.agent
        .post(page())
        .set('X-Forwarded-For', client.ip)
        .set('Origin', APP_ORIGIN())
        .set('Accept', 'application/json')
        .type('form')
        .send('email[$ne]=1&name[]=1&name[]=2&consent=on&formToken=7');
      expect(shaped.status).toBeGreaterThanOrEqual(400);
      expect(shaped.status).toBeLessThan(500);
      expect(shaped.body.message).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
    });
  });

  describe('a confirmation link that confirms nothing (issue 16: no dead ends)', () => {
    it('an unknown link says why and what to do, and leads to the home page (404)', async () => {
      const res = await visitor().get(`/${account.companySlug}/confirm/unbekannt-1234`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Dieser Link gilt nicht mehr');
      expect(res.text).toContain('Öffne den Link aus der neuesten E-Mail');
      expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Zur Startseite<\/a>/);
    });

    it('the link of an erased visitor says the data are gone and offers the event’s form again', async () => {
      const client = visitor();
      const email = `geloescht-${Date.now()}@example.com`;
      await postForm(client, page(), { formToken: formToken(suite.t, event.id), email, name: 'Gerd', customField1: 'Handel', consent: 'on', website: '' }).expect(303);
      const [mail] = await suite.sink.waitFor(email);
      const link = confirmLink(mail);
      // the read model as the LeadErased projection leaves it (the token hash stays)
      await suite.t.dataSource.query(
        `UPDATE leads SET status = 'erased' WHERE id = (SELECT lead_id FROM lead_personal_data WHERE email = $1)`,
        [email],
      );

      const shown = await client.get(link);
      expect(shown.status).toBe(404);
      expect(shown.text).toContain('Deine Daten sind gelöscht');
      expect(shown.text).toContain('Fachmesse Köln');
      expect(shown.text).toMatch(new RegExp(`<a[^>]*href="/form/${account.companySlug}/${event.slug}"[^>]*>Zum Anmeldeformular</a>`));

      // the page script's post gets the same view
      const posted = await postForm(client, link, { lang: 'de' }, 'application/json');
      expect(posted.status).toBe(404);
      expect(posted.body.state).toBe('invalid');
      expect(posted.body.html).toContain('Deine Daten sind gelöscht');
    });
  });
});
