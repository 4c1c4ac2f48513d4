import { createHash } from 'node:crypto';
import { EVENT_DEFAULTS_EN } from '../src/modules/events/domain/event-defaults';
import { LeadCaptureService } from '../src/modules/capture/services/lead-capture.service';
import { LeadStore } from '../src/modules/lead-log/repositories/lead-store.repository';
import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const GERMAN_PRIVACY = 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.';
const ENGLISH_PRIVACY = 'I agree that my data is processed according to the privacy policy. Every e-mail to me contains a link to delete my data at any time.';
const ENGLISH_FIELDS = ['introTextEn', 'privacyTextEn', 'submitButtonTextEn', 'doiEmailSubjectEn', 'doiEmailBodyEn', 'welcomeEmailSubjectEn', 'welcomeEmailBodyEn', 'ctaButtonTextEn'];

function confirmationLink(mail: CaughtMail): { token: string; lang: string | null } {
  const match = /\/[a-z0-9-]+\/confirm\/([A-Za-z0-9_-]+)(\?lang=([a-z]{2}))?/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in "${mail.subject}"`);
  return { token: match[1], lang: match[3] ?? null };
}

describe('German and English: the organiser’s English texts and mails in the lead’s language', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  /** Custom German and English texts. */
  let bilingual: EventJson;
  /** Custom German texts only. */
  let germanOnly: EventJson;
  /** Nothing customised. */
  let plain: EventJson;

  /** A visitor whose browser asks for `language` (no header: German). */
  function visitor(language?: string): TestClient {
    const client = suite.t.client();
    if (language) client.agent.set('Accept-Language', language);
    return client;
  }
  const submit = (e: EventJson, body: Record<string, unknown>, client = visitor()) =>
    client.post(`/api/form/${account.companySlug}/${e.slug}/submit`, { consent: true, formToken: formToken(suite.t, e.id), ...body });
  const leadOf = async (email: string) =>
    (await suite.t.dataSource.query('SELECT l.* FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1', [email]))[0];

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    const german = {
      doiEmailSubject: 'Bitte bestätigen: Fachmesse',
      doiEmailBody: 'Hallo {{name}}, bitte bestätige hier: {{confirmationUrl}}',
      welcomeEmailSubject: 'Dein Katalog',
      welcomeEmailBody: 'Hier ist dein Katalog, {{name}}: {{downloadUrl}}',
      ctaButtonText: 'Katalog öffnen',
      introText: 'Willkommen am Stand!',
    };
    bilingual = await createEvent(organiser, {
      name: 'Fachmesse Köln',
      ...german,
      introTextEn: 'Welcome to our booth!',
      privacyTextEn: 'I consent to the processing of my data.',
      submitButtonTextEn: 'Send',
      doiEmailSubjectEn: 'Please confirm: trade fair',
      doiEmailBodyEn: 'Hello {{name}}, please confirm here: {{confirmationUrl}}',
      welcomeEmailSubjectEn: 'Your catalogue',
      welcomeEmailBodyEn: 'Here is your catalogue, {{name}}: {{downloadUrl}}',
      ctaButtonTextEn: 'Open catalogue',
    });
    germanOnly = await createEvent(organiser, { name: 'Nur Deutsch', ...german });
    plain = await createEvent(organiser, { name: 'Standard' });
  });

  describe('event settings API', () => {
    it('creates, answers and saves the English texts; an empty one is null again', async () => {
      expect(bilingual).toMatchObject({
        introText: 'Willkommen am Stand!',
        introTextEn: 'Welcome to our booth!',
        privacyText: GERMAN_PRIVACY,
        privacyTextEn: 'I consent to the processing of my data.',
        submitButtonTextEn: 'Send',
        doiEmailSubjectEn: 'Please confirm: trade fair',
        ctaButtonTextEn: 'Open catalogue',
      });
      // a new event has every English field, empty: the German texts are used meanwhile
      for (const field of ENGLISH_FIELDS) expect(plain[field]).toBeNull();

      const event = await createEvent(organiser);
      const saved = await organiser.send('put', `/api/events/${event.id}`, { submitButtonTextEn: '  Go  ', welcomeEmailBodyEn: 'Hi {{name}}: {{downloadUrl}}' });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ ...event, submitButtonTextEn: 'Go', welcomeEmailBodyEn: 'Hi {{name}}: {{downloadUrl}}', updatedAt: expect.any(String) });
      expect((await organiser.get(`/api/events/${event.id}`)).body).toMatchObject({ submitButtonTextEn: 'Go', welcomeEmailBodyEn: 'Hi {{name}}: {{downloadUrl}}' });

      // the settings page sends the full object back; '' and null clear (no default is written in)
      const full = { ...(await organiser.get(`/api/events/${event.id}`)).body, submitButtonTextEn: '', welcomeEmailBodyEn: null };
      const cleared = await organiser.send('put', `/api/events/${event.id}`, full);
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ submitButtonTextEn: null, welcomeEmailBodyEn: null, submitButtonText: 'Daten übergeben' });
    });

    it('raises the form version when what an English visitor sees or agrees to changes, not for the mails', async () => {
      const event = await createEvent(organiser);
      const version = async () => (await suite.t.dataSource.query('SELECT form_version FROM events WHERE id = $1', [event.id]))[0].form_version;
      await organiser.send('put', `/api/events/${event.id}`, { doiEmailSubjectEn: 'Please confirm' }).expect(200);
      expect(await version()).toBe(1);
      await organiser.send('put', `/api/events/${event.id}`, { privacyTextEn: 'I agree.' }).expect(200);
      expect(await version()).toBe(2);
    });

    it.each([
      ['submitButtonTextEn', 'x'.repeat(81), 'Der englische Text des Absende-Buttons darf höchstens 80 Zeichen lang sein.'],
      ['doiEmailSubjectEn', 'x'.repeat(201), 'Der englische Betreff der Bestätigungs-E-Mail darf höchstens 200 Zeichen lang sein.'],
      ['introTextEn', 'x'.repeat(2001), 'Der englische Einleitungstext darf höchstens 2000 Zeichen lang sein.'],
      ['privacyTextEn', 42, 'Der englische Datenschutztext muss ein Text sein.'],
      ['welcomeEmailBodyEn', ['a'], 'Der englische Text der Willkommens-E-Mail muss ein Text sein.'],
      ['ctaButtonTextEn', 'x'.repeat(81), 'Der englische Text des Download-Buttons darf höchstens 80 Zeichen lang sein.'],
    ])('refuses a bad %s in German', async (field, value, message) => {
      const body = { [field as string]: value };
      const event = await createEvent(organiser);
      const res = await organiser.send('put', `/api/events/${event.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
      const created = await organiser.post('/api/events', { name: 'X', slug: `x-${Date.now()}`, startDate: '2026-01-01', endDate: '2026-01-02', downloadUrl: 'https://example.com/a.pdf', ...body });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
    });

    it('sends the test mail as an English visitor gets it', async () => {
      const before = suite.sink.mailsTo(account.email).length;
      await organiser.post(`/api/events/${bilingual.id}/test-email`, { type: 'doi', lang: 'en' }).expect(200);
      const mails = await suite.sink.waitFor(account.email, before + 1);
      expect(mails.at(-1)!.subject).toBe('[Test] Please confirm: trade fair');
      expect(mails.at(-1)!.text).toContain('You are receiving this e-mail because');
      const bad = await organiser.post(`/api/events/${bilingual.id}/test-email`, { type: 'doi', lang: 'fr' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Die Sprache der Test-E-Mail muss 'de' oder 'en' sein.");
    });
  });

  describe('mails in the lead’s language', () => {
    it('an English lead gets the organiser’s English DOI mail, an English confirmation and English welcome mail', async () => {
      const email = `english-${Date.now()}@example.com`;
      const res = await submit(bilingual, { email, name: 'Ann' }, visitor('en-GB,en;q=0.9'));
      expect(res.status).toBe(201);

      const [doi] = await suite.sink.waitFor(email);
      expect(doi.subject).toBe('Please confirm: trade fair');
      const { token, lang } = confirmationLink(doi);
      expect(lang).toBe('en');
      expect(doi.text).toContain(`Hello Ann, please confirm here: http://localhost:3999/${account.companySlug}/confirm/${token}?lang=en`);
      expect(doi.text).toContain('Confirm e-mail address');
      expect(doi.text).toContain('You are receiving this e-mail because your address was entered in the form “Fachmesse Köln”.');
      expect(doi.text).not.toContain('Du erhältst');

      const lead = await leadOf(email);
      expect(lead.locale).toBe('en');
      const [captured] = await suite.t.dataSource.query(`SELECT schema_version, data FROM lead_events WHERE lead_id = $1 AND type = 'LeadCaptured'`, [lead.id]);
      expect(captured.schema_version).toBe(3);
      expect(captured.data).toMatchObject({ locale: 'en', source: 'form', consentText: 'I consent to the processing of my data.', consentTextHash: sha256('I consent to the processing of my data.') });

      // clicked in a German browser: the answer still speaks the lead's language
      const confirmed = await visitor('de').post(`/api/confirm/${token}`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        success: true,
        message: 'Your e-mail address is confirmed. Enjoy your content!',
        event: { name: 'Fachmesse Köln', ctaButtonText: 'Open catalogue' },
      });

      const [, welcome] = await suite.sink.waitFor(email, 2);
      expect(welcome.subject).toBe('Your catalogue');
      expect(welcome.text).toMatch(/Here is your catalogue, Ann: https?:\/\/[^/\s]+\/d\/[0-9a-f-]{36}\.[\w-]{22}/);
      expect(welcome.html).toContain('Open catalogue');
      expect(welcome.text).toContain('You are receiving this e-mail because');
    });

    it('a German lead of the same event gets the German texts', async () => {
      const email = `deutsch-${Date.now()}@example.com`;
      await submit(bilingual, { email, name: 'Bea' }, visitor('de-DE,de;q=0.9,en;q=0.5')).expect(201);
      const [doi] = await suite.sink.waitFor(email);
      expect(doi.subject).toBe('Bitte bestätigen: Fachmesse');
      const { token, lang } = confirmationLink(doi);
      expect(lang).toBeNull();
      expect(doi.text).toContain('E-Mail-Adresse bestätigen');
      expect(doi.text).toContain('Du erhältst diese E-Mail, weil deine Adresse im Formular „Fachmesse Köln“ eingetragen wurde.');
      expect((await leadOf(email)).locale).toBe('de');

      const confirmed = await visitor('en').post(`/api/confirm/${token}`);
      expect(confirmed.body).toMatchObject({ message: 'Deine E-Mail-Adresse ist bestätigt. Viel Freude mit deinem Inhalt!', event: { ctaButtonText: 'Katalog öffnen' } });
      const [, welcome] = await suite.sink.waitFor(email, 2);
      expect(welcome.subject).toBe('Dein Katalog');
      expect(welcome.text).toContain('Hier ist dein Katalog, Bea');
    });

    it('an English lead gets the organiser’s own German texts when they wrote no English ones', async () => {
      const email = `fallback-${Date.now()}@example.com`;
      await submit(germanOnly, { email, name: 'Cy' }, visitor('en')).expect(201);
      const [doi] = await suite.sink.waitFor(email);
      expect(doi.subject).toBe('Bitte bestätigen: Fachmesse');
      expect(doi.text).toContain('Hallo Cy, bitte bestätige hier:');
      // the product's own words follow the visitor's language
      expect(doi.text).toContain('Confirm e-mail address');
      const [captured] = await suite.t.dataSource.query(`SELECT data FROM lead_events WHERE lead_id = $1 AND type = 'LeadCaptured'`, [(await leadOf(email)).id]);
      // the privacy text was not customised: the English default is what the English form showed
      expect(captured.data.consentText).toBe(ENGLISH_PRIVACY);
    });

    it('an English lead gets our English default texts when nothing is customised', async () => {
      const email = `standard-${Date.now()}@example.com`;
      await submit(plain, { email, name: 'Dee' }, visitor('en')).expect(201);
      const [doi] = await suite.sink.waitFor(email);
      expect(doi.subject).toBe(EVENT_DEFAULTS_EN.doiEmailSubject);
      expect(doi.text).toContain('Hello Dee,');
      expect(doi.text).toContain('thank you for your interest!');
      const { token } = confirmationLink(doi);
      const confirmed = await visitor().post(`/api/confirm/${token}`);
      expect(confirmed.body.event.ctaButtonText).toBe(EVENT_DEFAULTS_EN.ctaButtonText);
      const [, welcome] = await suite.sink.waitFor(email, 2);
      expect(welcome.subject).toBe(EVENT_DEFAULTS_EN.welcomeEmailSubject);
      expect(welcome.text).toContain('thank you for confirming!');
    });

    it('the service takes the language from the visitor context (German when none is given)', async () => {
      const capture = suite.t.app.get(LeadCaptureService);
      const english = `service-en-${Date.now()}@example.com`;
      const german = `service-de-${Date.now()}@example.com`;
      const locator = { companySlug: account.companySlug, eventSlug: plain.slug };
      await capture.submit(locator, { email: english, consent: true, formToken: formToken(suite.t, plain.id) }, { locale: 'en' });
      await capture.submit(locator, { email: german, consent: true, formToken: formToken(suite.t, plain.id) }, {});
      expect((await suite.sink.waitFor(english))[0].subject).toBe(EVENT_DEFAULTS_EN.doiEmailSubject);
      expect((await suite.sink.waitFor(german))[0].subject).toBe('Bestätige deine Kontaktdaten');
    });

    it('remembers the language for resends: a repeated submit from a German browser and the organiser’s resend', async () => {
      const email = `wieder-${Date.now()}@example.com`;
      await submit(bilingual, { email, name: 'Eve' }, visitor('en')).expect(201);
      await suite.sink.waitFor(email);
      const lead = await leadOf(email);
      await waitUntil(async () => (await leadOf(email)).doi_sent_at !== null, 5_000, 'the DOI mail recorded');

      await suite.t.dataSource.query(`UPDATE leads SET doi_sent_at = now() - interval '11 minutes' WHERE id = $1`, [lead.id]);
      const again = await submit(bilingual, { email, name: 'Eve' }, visitor('de'));
      expect(again.status).toBe(200);
      expect(again.body.mailSent).toBe(true);
      const mails = await suite.sink.waitFor(email, 2);
      expect(mails[1].subject).toBe('Please confirm: trade fair');
      expect(confirmationLink(mails[1]).lang).toBe('en');

      await organiser.post(`/api/leads/${lead.id}/resend-doi`).expect(200);
      const [, , third] = await suite.sink.waitFor(email, 3);
      expect(third.subject).toBe('Please confirm: trade fair');
      expect(third.text).toContain('Hello Eve, please confirm here:');
    });

    it('an English lead without double opt-in gets the English welcome mail at once', async () => {
      const event = await createEvent(organiser, { doubleOptIn: false, welcomeEmailSubjectEn: 'Welcome!' });
      const email = `ohne-doi-${Date.now()}@example.com`;
      await submit(event, { email }, visitor('en')).expect(201);
      const [welcome] = await suite.sink.waitFor(email);
      expect(welcome.subject).toBe('Welcome!');
      expect(welcome.text).toContain('Hello,');
      expect(welcome.html).toContain(EVENT_DEFAULTS_EN.ctaButtonText);
    });

    it('rebuilding the read model from the log keeps each lead’s language', async () => {
      const email = `rebuild-${Date.now()}@example.com`;
      await submit(plain, { email }, visitor('en')).expect(201);
      await suite.sink.waitFor(email);
      const before = await suite.t.dataSource.query('SELECT id, locale FROM leads ORDER BY id');
      expect(before.some((row: { locale: string }) => row.locale === 'en')).toBe(true);
      await suite.t.app.get(LeadStore).rebuildReadModel();
      expect(await suite.t.dataSource.query('SELECT id, locale FROM leads ORDER BY id')).toEqual(before);
    });
  });
});
