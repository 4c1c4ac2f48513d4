import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../src/common/errors/app-error';
import { dateIn } from '../src/common/time/business-time';
import { EVENT_DEFAULTS } from '../src/modules/events/domain/event-defaults';
import { EventsService } from '../src/modules/events/services/events.service';
import { formToken } from './support/events';
import { apiWithSmtpSink, TestClient } from './support/test-app';
import { NewAccount, registerAndVerify } from './support/accounts';

const APP_URL = 'http://localhost:3999';
const NOT_FOUND = { statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' };
const NO_CREDIT = 'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um ein neues Event zu erstellen.';
const SLUG_TAKEN = 'Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.';
const SLUG_PATTERN = 'Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.';
const END_BEFORE_START = 'Das Enddatum darf nicht vor dem Startdatum liegen.';
const BAD_URL = 'Bitte gib eine gültige URL an (http:// oder https://).';
const BAD_COLOR = 'Bitte gib eine Farbe als Hex-Wert an, z. B. #E76E33.';
const DEFAULT_PRIVACY = 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.';

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Messe Wien 2026',
    slug: `messe-${randomBytes(3).toString('hex')}`,
    startDate: '2026-05-12',
    endDate: '2026-05-14',
    downloadUrl: 'https://example.com/katalog.pdf',
    ...overrides,
  };
}

describe('events: organiser events, settings, archive, QR codes, test mails, credits', () => {
  const suite = apiWithSmtpSink();

  interface Organiser {
    client: TestClient;
    account: NewAccount;
    userId: string;
    /** The account the organiser's registration made, which owns their events. */
    accountId: string;
  }

  async function organiser(): Promise<Organiser> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    await client.post('/api/auth/login', account).expect(200);
    const [row] = await suite.t.dataSource.query(
      `SELECT u.id, m.account_id FROM users u JOIN account_members m ON m.user_id = u.id AND m.role = 'owner' WHERE u.email = $1`,
      [account.email],
    );
    return { client, account, userId: row.id, accountId: row.account_id };
  }

  async function setCredits(o: Organiser, credits: number): Promise<void> {
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = $2 WHERE id = $1`, [o.accountId, credits]);
  }

  async function credits(o: Organiser): Promise<{ event_credits: number; free_event_used_at: Date | null }> {
    const [row] = await suite.t.dataSource.query(`SELECT event_credits, free_event_used_at FROM accounts WHERE id = $1`, [o.accountId]);
    return row;
  }

  async function eventCount(o: Organiser): Promise<number> {
    const [row] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM events WHERE account_id = $1', [o.accountId]);
    return row.n;
  }

  async function formVersion(eventId: string): Promise<number> {
    const [row] = await suite.t.dataSource.query('SELECT form_version FROM events WHERE id = $1', [eventId]);
    return row.form_version;
  }

  /** Creates an event (the first is free; later ones get a credit first). */
  async function createEvent(o: Organiser, overrides: Record<string, unknown> = {}) {
    if ((await credits(o)).free_event_used_at) await suite.t.dataSource.query(`UPDATE accounts SET event_credits = event_credits + 1 WHERE id = $1`, [o.accountId]);
    const res = await o.client.post('/api/events', eventBody(overrides));
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.event;
  }

  let shared: Organiser;
  beforeAll(async () => {
    shared = await organiser();
  });

  describe('without a session', () => {
    it.each([
      ['get', '/api/events'],
      ['get', '/api/events-archived'],
      ['get', `/api/events/${randomUUID()}`],
      ['get', `/api/events/${randomUUID()}/qr`],
      ['post', '/api/events'],
      ['put', `/api/events/${randomUUID()}`],
      ['post', `/api/events/${randomUUID()}/archive`],
      ['post', `/api/events/${randomUUID()}/unarchive`],
      ['post', `/api/events/${randomUUID()}/test-email`],
    ] as const)('%s %s answers 401', async (method, path) => {
      const client = suite.t.client();
      const res = method === 'get' ? await client.get(path) : await client.send(method, path, method === 'put' || path === '/api/events' ? eventBody() : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet. Bitte melde dich an.' });
    });
  });

  describe('POST /api/events', () => {
    it('creates the first event for free with the defaults and the computed fields', async () => {
      const o = await organiser();
      const body = eventBody();
      const res = await o.client.post('/api/events', body);
      expect(res.status).toBe(201);
      const { event } = res.body;
      expect(event).toEqual({
        id: expect.any(String),
        name: 'Messe Wien 2026',
        slug: body.slug,
        // a slug typed apart from the name stays; nothing has published the address yet
        slugFollowsName: false,
        slugFixedBy: null,
        startDate: '2026-05-12',
        endDate: '2026-05-14',
        status: 'active',
        logoUrl: null,
        headerImageUrl: null,
        primaryColor: '#3b82f6',
        secondaryColor: '#007E87',
        backgroundColor: '#007E87',
        introText: null,
        downloadUrl: 'https://example.com/katalog.pdf',
        doubleOptIn: true,
        nameRequired: false,
        customField1: null,
        customField2: null,
        customField1Required: false,
        customField2Required: false,
        customField1Options: [],
        customField2Options: [],
        doiEmailSubject: 'Bestätige deine Kontaktdaten',
        // the bodies are read as the text that is sent: our default until the organiser writes one
        doiEmailBody: EVENT_DEFAULTS.doiEmailBody,
        welcomeEmailSubject: 'Hier sind deine exklusiven Informationen 🎉',
        welcomeEmailBody: EVENT_DEFAULTS.welcomeEmailBody,
        ctaButtonText: '📥 Jetzt herunterladen',
        privacyText: DEFAULT_PRIVACY,
        privacyUrl: null,
        submitButtonText: 'Daten übergeben',
        // English versions of the organiser's texts: none yet, the German ones are used
        introTextEn: null,
        privacyTextEn: null,
        submitButtonTextEn: null,
        doiEmailSubjectEn: null,
        doiEmailBodyEn: null,
        welcomeEmailSubjectEn: null,
        welcomeEmailBodyEn: null,
        ctaButtonTextEn: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        uploadedLogoUrl: null,
        uploadedHeaderImageUrl: null,
        leadCount: 0,
        confirmedLeadCount: 0,
        conversionRate: 0,
        isFirstEvent: true,
        capturedLeadCount: 0,
        leadLimitReached: false,
        formUrl: `${APP_URL}/form/${o.account.companySlug}/${body.slug}`,
        // the data lifecycle: the end date is over, backup 4 weeks and deletion 8 weeks after it
        ended: true,
        backupDate: '2026-06-12',
        dataDeletionDate: '2026-07-10',
      });
      const [row] = await suite.t.dataSource.query('SELECT account_id, is_free, form_version FROM events WHERE id = $1', [event.id]);
      expect(row).toEqual({ account_id: o.accountId, is_free: true, form_version: 1 });
      expect((await credits(o)).free_event_used_at).not.toBeNull();
    });

    it('stores the given settings normalised, and ignores read-only and unknown fields', async () => {
      const o = await organiser();
      const res = await o.client.post('/api/events', {
        name: '  Roadshow Linz  ',
        slug: '  Roadshow-Linz ',
        startDate: '2026-06-01',
        endDate: '2026-06-01',
        downloadUrl: ' http://example.com/a ',
        logoUrl: '',
        headerImageUrl: 'https://example.com/header.jpg',
        primaryColor: '#abc',
        secondaryColor: '#e76e33',
        backgroundColor: ' #FFFFFF ',
        introText: '  Willkommen am Stand!  ',
        doubleOptIn: false,
        nameRequired: true,
        customField1: 'Firma',
        customField2: '',
        customField1Required: true,
        customField1Options: [' Klein ', '', 'Groß', '   '],
        doiEmailSubject: 'Bitte bestätigen',
        welcomeEmailSubject: 'Dein Material',
        welcomeEmailBody: 'Hallo {{name}}, hier: {{downloadUrl}}',
        ctaButtonText: 'Holen',
        privacyText: 'Ich bin einverstanden.',
        privacyUrl: 'https://example.com/datenschutz',
        submitButtonText: 'Senden',
        status: 'archived',
        isFree: false,
        userId: randomUUID(),
        accountId: randomUUID(),
        formVersion: 99,
        leadCount: 99,
        id: randomUUID(),
      });
      expect(res.status).toBe(201);
      expect(res.body.event).toMatchObject({
        name: 'Roadshow Linz',
        slug: 'roadshow-linz',
        startDate: '2026-06-01',
        endDate: '2026-06-01',
        downloadUrl: 'http://example.com/a',
        logoUrl: null,
        headerImageUrl: 'https://example.com/header.jpg',
        primaryColor: '#AABBCC',
        secondaryColor: '#E76E33',
        backgroundColor: '#FFFFFF',
        introText: 'Willkommen am Stand!',
        doubleOptIn: false,
        nameRequired: true,
        customField1: 'Firma',
        customField2: null,
        customField1Required: true,
        customField2Required: false,
        customField1Options: ['Klein', 'Groß'],
        customField2Options: [],
        doiEmailSubject: 'Bitte bestätigen',
        doiEmailBody: EVENT_DEFAULTS.doiEmailBody,
        welcomeEmailSubject: 'Dein Material',
        welcomeEmailBody: 'Hallo {{name}}, hier: {{downloadUrl}}',
        ctaButtonText: 'Holen',
        privacyText: 'Ich bin einverstanden.',
        privacyUrl: 'https://example.com/datenschutz',
        submitButtonText: 'Senden',
        status: 'active',
        isFirstEvent: true,
        leadCount: 0,
      });
      const [row] = await suite.t.dataSource.query('SELECT account_id, form_version, custom_field1_options FROM events WHERE id = $1', [res.body.event.id]);
      expect(row).toEqual({ account_id: o.accountId, form_version: 1, custom_field1_options: ['Klein', 'Groß'] });
    });

    const long = (n: number) => 'x'.repeat(n);
    it.each([
      [{ name: undefined }, 'Bitte gib einen Namen für das Event an.'],
      [{ name: '   ' }, 'Bitte gib einen Namen für das Event an.'],
      [{ name: 42 }, 'Bitte gib einen Namen für das Event an.'],
      [{ name: long(121) }, 'Der Name darf höchstens 120 Zeichen lang sein.'],
      [{ slug: undefined }, 'Bitte gib einen Slug für das Event an.'],
      [{ slug: '' }, 'Bitte gib einen Slug für das Event an.'],
      [{ slug: 'a' }, 'Der Slug muss mindestens 2 Zeichen lang sein.'],
      [{ slug: long(61) }, 'Der Slug darf höchstens 60 Zeichen lang sein.'],
      [{ slug: 'messe wien' }, SLUG_PATTERN],
      [{ slug: 'messe--wien' }, SLUG_PATTERN],
      [{ slug: '-messe' }, SLUG_PATTERN],
      [{ slug: 'messe-' }, SLUG_PATTERN],
      [{ slug: 'messe_wien' }, SLUG_PATTERN],
      [{ slug: 'messe-wien-ä' }, SLUG_PATTERN],
      [{ startDate: undefined }, 'Bitte gib ein Startdatum an.'],
      [{ startDate: '2026-02-30' }, 'Bitte gib ein gültiges Startdatum im Format JJJJ-MM-TT an.'],
      [{ startDate: '12.05.2026' }, 'Bitte gib ein gültiges Startdatum im Format JJJJ-MM-TT an.'],
      [{ startDate: '2026-05-12T10:00:00Z' }, 'Bitte gib ein gültiges Startdatum im Format JJJJ-MM-TT an.'],
      [{ endDate: undefined }, 'Bitte gib ein Enddatum an.'],
      [{ endDate: '2026-13-01' }, 'Bitte gib ein gültiges Enddatum im Format JJJJ-MM-TT an.'],
      [{ endDate: '2026-05-11' }, END_BEFORE_START],
      [{ downloadUrl: undefined }, 'Bitte gib eine Download- oder Inhalts-URL an.'],
      [{ downloadUrl: '' }, 'Bitte gib eine Download- oder Inhalts-URL an.'],
      [{ downloadUrl: 'ftp://example.com/katalog.pdf' }, BAD_URL],
      [{ downloadUrl: 'javascript:alert(1)' }, BAD_URL],
      [{ downloadUrl: 'example.com/katalog.pdf' }, BAD_URL],
      [{ downloadUrl: `https://example.com/${long(1990)}` }, 'Die URL darf höchstens 2000 Zeichen lang sein.'],
      [{ logoUrl: 'ftp://example.com/logo.png' }, BAD_URL],
      [{ headerImageUrl: 'data:image/png;base64,AAAA' }, BAD_URL],
      [{ privacyUrl: 'www.example.com/datenschutz' }, BAD_URL],
      [{ primaryColor: 'red' }, BAD_COLOR],
      [{ secondaryColor: '#12345' }, BAD_COLOR],
      [{ backgroundColor: '#GGGGGG' }, BAD_COLOR],
      [{ primaryColor: 'E76E33' }, BAD_COLOR],
      [{ introText: long(2001) }, 'Der Einleitungstext darf höchstens 2000 Zeichen lang sein.'],
      [{ customField1: long(81) }, 'Die Bezeichnung von Zusatzfeld 1 darf höchstens 80 Zeichen lang sein.'],
      [{ customField2: long(81) }, 'Die Bezeichnung von Zusatzfeld 2 darf höchstens 80 Zeichen lang sein.'],
      [{ customField1Options: 'a,b' }, 'Die Auswahloptionen von Zusatzfeld 1 müssen eine Liste sein.'],
      [{ customField1Options: ['a', 1] }, 'Jede Auswahloption von Zusatzfeld 1 muss ein Text sein.'],
      [{ customField2Options: Array.from({ length: 21 }, (_, i) => `Option ${i}`) }, 'Zusatzfeld 2 darf höchstens 20 Auswahloptionen haben.'],
      [{ customField1Options: ['a', long(101)] }, 'Eine Auswahloption von Zusatzfeld 1 darf höchstens 100 Zeichen lang sein.'],
      [{ customField1Options: ['Klein', ' Klein '] }, 'Die Auswahloptionen von Zusatzfeld 1 müssen verschieden sein.'],
      [{ doiEmailSubject: long(201) }, 'Der Betreff der Bestätigungs-E-Mail darf höchstens 200 Zeichen lang sein.'],
      [{ welcomeEmailSubject: long(201) }, 'Der Betreff der Willkommens-E-Mail darf höchstens 200 Zeichen lang sein.'],
      [{ doiEmailBody: long(10001) }, 'Der Text der Bestätigungs-E-Mail darf höchstens 10000 Zeichen lang sein.'],
      [{ welcomeEmailBody: long(10001) }, 'Der Text der Willkommens-E-Mail darf höchstens 10000 Zeichen lang sein.'],
      [{ ctaButtonText: long(81) }, 'Der Text des Download-Buttons darf höchstens 80 Zeichen lang sein.'],
      [{ submitButtonText: long(81) }, 'Der Text des Absende-Buttons darf höchstens 80 Zeichen lang sein.'],
      [{ privacyText: long(1001) }, 'Der Datenschutztext darf höchstens 1000 Zeichen lang sein.'],
      [{ introText: 5 }, 'Der Einleitungstext muss ein Text sein.'],
      [{ doubleOptIn: 'true' }, 'Double Opt-In muss true oder false sein.'],
      [{ nameRequired: 1 }, 'Die Angabe „Name erforderlich“ muss true oder false sein.'],
      [{ customField1Required: 'ja' }, 'Die Angabe „Zusatzfeld 1 erforderlich“ muss true oder false sein.'],
      [{ customField2Required: null }, 'Die Angabe „Zusatzfeld 2 erforderlich“ muss true oder false sein.'],
    ])('refuses %j with 400 "%s" and writes nothing', async (overrides, message) => {
      const before = await eventCount(shared);
      const res = await shared.client.post('/api/events', eventBody(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
      expect(await eventCount(shared)).toBe(before);
    });

    it('reports the first bad field in form order', async () => {
      const res = await shared.client.post('/api/events', { slug: 'X Y', downloadUrl: 'nope' });
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Bitte gib einen Namen für das Event an.' });
    });
  });

  describe('credits', () => {
    it('makes only the first event free; the second needs a credit (402, nothing written)', async () => {
      const o = await organiser();
      await o.client.post('/api/events', eventBody()).expect(201);
      const res = await o.client.post('/api/events', eventBody());
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ statusCode: 402, code: 'BILLING_NO_EVENT_CREDIT', message: NO_CREDIT });
      expect(await eventCount(o)).toBe(1);
      expect((await credits(o)).event_credits).toBe(0);
    });

    it('takes one credit for a later event, which is not the free one', async () => {
      const o = await organiser();
      await o.client.post('/api/events', eventBody()).expect(201);
      await setCredits(o, 2);
      const res = await o.client.post('/api/events', eventBody());
      expect(res.status).toBe(201);
      expect(res.body.event).toMatchObject({ isFirstEvent: false, leadLimitReached: false, leadCount: 0, conversionRate: 0 });
      expect((await credits(o)).event_credits).toBe(1);
      const me = await o.client.get('/api/auth/me');
      expect(me.body.eventCredits).toBe(1);
      const [row] = await suite.t.dataSource.query('SELECT is_free FROM events WHERE id = $1', [res.body.event.id]);
      expect(row.is_free).toBe(false);
    });

    it('spends a single credit once when two creates race', async () => {
      const o = await organiser();
      await o.client.post('/api/events', eventBody()).expect(201);
      await setCredits(o, 1);
      const results = await Promise.all([o.client.post('/api/events', eventBody()), o.client.post('/api/events', eventBody())]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 402]);
      expect(await eventCount(o)).toBe(2);
      expect((await credits(o)).event_credits).toBe(0);
    });

    it('gives the free event to only one of two simultaneous first creates', async () => {
      const o = await organiser();
      const results = await Promise.all([o.client.post('/api/events', eventBody()), o.client.post('/api/events', eventBody())]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 402]);
      expect(await eventCount(o)).toBe(1);
    });

    it('does not make the next event free again after the first is deleted', async () => {
      const o = await organiser();
      const first = (await o.client.post('/api/events', eventBody()).expect(201)).body.event;
      const usedAt = (await credits(o)).free_event_used_at;
      await suite.t.dataSource.query('DELETE FROM events WHERE id = $1', [first.id]);
      const res = await o.client.post('/api/events', eventBody());
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(NO_CREDIT);
      expect((await credits(o)).free_event_used_at).toEqual(usedAt);
      expect(await eventCount(o)).toBe(0);
    });

    it('keeps the credit when the create fails on a taken slug', async () => {
      const o = await organiser();
      const first = await createEvent(o);
      await setCredits(o, 1);
      const res = await o.client.post('/api/events', eventBody({ slug: first.slug }));
      expect(res.status).toBe(409);
      expect((await credits(o)).event_credits).toBe(1);
    });
  });

  describe('slugs', () => {
    it('are unique per company (409) but free for another company', async () => {
      const a = await organiser();
      const b = await organiser();
      const first = await createEvent(a, { slug: 'sommerfest' });
      await setCredits(a, 1);
      const again = await a.client.post('/api/events', eventBody({ slug: ' Sommerfest ' }));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ statusCode: 409, message: SLUG_TAKEN });

      const other = await b.client.post('/api/events', eventBody({ slug: 'sommerfest' }));
      expect(other.status).toBe(201);
      expect(other.body.event.formUrl).toBe(`${APP_URL}/form/${b.account.companySlug}/sommerfest`);
      expect(first.formUrl).toBe(`${APP_URL}/form/${a.account.companySlug}/sommerfest`);
    });

    it('cannot be changed to the slug of another own event', async () => {
      const o = await organiser();
      const first = await createEvent(o);
      const second = await createEvent(o);
      const res = await o.client.send('put', `/api/events/${second.id}`, { slug: first.slug });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(SLUG_TAKEN);
      const same = await o.client.send('put', `/api/events/${second.id}`, { slug: second.slug });
      expect(same.status).toBe(200);
    });
  });

  describe('reading', () => {
    it('lists only the own events, newest first, in every status; archived ones also on their own list', async () => {
      const o = await organiser();
      const stranger = await organiser();
      await createEvent(stranger);
      const first = await createEvent(o);
      const second = await createEvent(o);
      const third = await createEvent(o);
      await o.client.post(`/api/events/${second.id}/archive`).expect(200);

      const list = await o.client.get('/api/events').expect(200);
      expect(list.body.map((e: { id: string }) => e.id)).toEqual([third.id, second.id, first.id]);
      expect(list.body.map((e: { status: string }) => e.status)).toEqual(['active', 'archived', 'active']);
      expect(list.body.map((e: { isFirstEvent: boolean }) => e.isFirstEvent)).toEqual([false, false, true]);

      const archived = await o.client.get('/api/events-archived').expect(200);
      expect(archived.body).toHaveLength(1);
      expect(archived.body[0]).toMatchObject({ id: second.id, status: 'archived', leadCount: 0, formUrl: second.formUrl });

      const one = await o.client.get(`/api/events/${first.id}`).expect(200);
      expect(one.body).toEqual({ ...first, updatedAt: expect.any(String) });
    });

    it('answers an empty list for a new account', async () => {
      const o = await organiser();
      expect((await o.client.get('/api/events').expect(200)).body).toEqual([]);
      expect((await o.client.get('/api/events-archived').expect(200)).body).toEqual([]);
    });

    it('computes lead figures from the leads that visitors left', async () => {
      const o = await organiser();
      // forms open until the end date: these events run for years yet
      const free = await createEvent(o, { endDate: '2099-12-31' });
      const paid = await createEvent(o, { endDate: '2099-12-31' });
      /** Visitors submit the real form; the confirmed ones follow the link in their mail. */
      const addLeads = async (event: { id: string; slug: string }, confirmed: number, pending: number) => {
        for (let i = 0; i < confirmed + pending; i += 1) {
          const email = `besucher-${randomBytes(4).toString('hex')}@example.com`;
          await suite.t
            .client()
            .post(`/api/form/${o.account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(suite.t, event.id) })
            .expect(201);
          if (i < confirmed) {
            const [mail] = await suite.sink.waitFor(email);
            const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
            await suite.t.client().post(`/api/confirm/${token}`).expect(200);
          }
        }
      };
      await addLeads(free, 6, 4);
      await addLeads(paid, 2, 1);

      const list = (await o.client.get('/api/events').expect(200)).body as Array<Record<string, unknown>>;
      expect(list.find((e) => e.id === free.id)).toMatchObject({
        leadCount: 10,
        confirmedLeadCount: 6,
        conversionRate: 60,
        isFirstEvent: true,
        leadLimitReached: true,
      });
      expect(list.find((e) => e.id === paid.id)).toMatchObject({
        leadCount: 3,
        confirmedLeadCount: 2,
        conversionRate: 66.7,
        isFirstEvent: false,
        leadLimitReached: false,
      });
      const one = await o.client.get(`/api/events/${paid.id}`).expect(200);
      expect(one.body).toMatchObject({ leadCount: 3, confirmedLeadCount: 2, conversionRate: 66.7 });
    });
  });

  describe('PUT /api/events/:id', () => {
    it('saves a partial change and answers the saved event', async () => {
      const o = await organiser();
      const event = await createEvent(o);
      const res = await o.client.send('put', `/api/events/${event.id}`, { introText: 'Neu am Stand', primaryColor: '#0f0' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...event,
        introText: 'Neu am Stand',
        primaryColor: '#00FF00',
        updatedAt: expect.any(String),
      });
      expect((await o.client.get(`/api/events/${event.id}`)).body.introText).toBe('Neu am Stand');
    });

    it('takes the full settings object the settings page sends back (read-only fields ignored)', async () => {
      const o = await organiser();
      const event = await createEvent(o);
      const res = await o.client.send('put', `/api/events/${event.id}`, {
        ...event,
        name: 'Umbenannt',
        customField2: 'Position',
        customField2Options: ['CEO', 'CTO'],
        customField2Required: true,
        status: 'archived',
        leadCount: 500,
        isFirstEvent: false,
        formUrl: 'https://evil.example',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Umbenannt',
        customField2: 'Position',
        customField2Options: ['CEO', 'CTO'],
        customField2Required: true,
        status: 'active',
        leadCount: 0,
        isFirstEvent: true,
        formUrl: event.formUrl,
      });
    });

    it('clears optional texts with null or "" and restores defaults for fields that have one', async () => {
      const o = await organiser();
      const event = await createEvent(o, {
        logoUrl: 'https://example.com/logo.png',
        introText: 'Hallo',
        customField1: 'Firma',
        customField1Options: ['A'],
        privacyText: 'Eigener Text',
        primaryColor: '#111111',
        doiEmailSubject: 'Eigener Betreff',
        doiEmailBody: 'Eigener Text {{confirmationUrl}}',
      });
      const res = await o.client.send('put', `/api/events/${event.id}`, {
        logoUrl: '',
        introText: null,
        customField1: '  ',
        customField1Options: null,
        privacyText: '',
        primaryColor: null,
        doiEmailSubject: '',
        doiEmailBody: '',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        logoUrl: null,
        introText: null,
        customField1: null,
        customField1Options: [],
        privacyText: DEFAULT_PRIVACY,
        primaryColor: '#3b82f6',
        doiEmailSubject: 'Bestätige deine Kontaktdaten',
        doiEmailBody: EVENT_DEFAULTS.doiEmailBody,
      });
    });

    it.each([
      [{ name: null }, 'Bitte gib einen Namen für das Event an.'],
      [{ name: '' }, 'Bitte gib einen Namen für das Event an.'],
      [{ slug: null }, 'Bitte gib einen Slug für das Event an.'],
      [{ slug: 'Neuer Slug' }, SLUG_PATTERN],
      [{ startDate: '2026-02-29' }, 'Bitte gib ein gültiges Startdatum im Format JJJJ-MM-TT an.'],
      [{ downloadUrl: null }, 'Bitte gib eine Download- oder Inhalts-URL an.'],
      [{ downloadUrl: 'mailto:a@example.com' }, BAD_URL],
      [{ doubleOptIn: null }, 'Double Opt-In muss true oder false sein.'],
      [{ secondaryColor: '#1234' }, BAD_COLOR],
      [{ startDate: '2026-05-10', endDate: '2026-05-09' }, END_BEFORE_START],
      [{ endDate: '2026-05-11' }, END_BEFORE_START],
      [{ startDate: '2026-05-15' }, END_BEFORE_START],
    ])('refuses %j with 400 "%s" (stored dates 2026-05-12 to 2026-05-14) and changes nothing', async (body, message) => {
      const event = await createEvent(shared);
      const res = await shared.client.send('put', `/api/events/${event.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
      expect((await shared.client.get(`/api/events/${event.id}`)).body).toEqual(event);
    });

    it('moves both dates at once when the new range is valid', async () => {
      const event = await createEvent(shared);
      const res = await shared.client.send('put', `/api/events/${event.id}`, { startDate: '2026-09-01', endDate: '2026-09-03' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ startDate: '2026-09-01', endDate: '2026-09-03' });
    });

    it('raises the form version when visitor-facing fields change, once per save, and not otherwise', async () => {
      const o = await organiser();
      const event = await createEvent(o);
      expect(await formVersion(event.id)).toBe(1);

      await o.client.send('put', `/api/events/${event.id}`, { privacyText: 'Neue Einwilligung' }).expect(200);
      expect(await formVersion(event.id)).toBe(2);

      await o.client.send('put', `/api/events/${event.id}`, { downloadUrl: 'https://example.com/neu.pdf' }).expect(200);
      await o.client.send('put', `/api/events/${event.id}`, { welcomeEmailBody: 'Hier: {{downloadUrl}}', slug: `neu-${randomBytes(3).toString('hex')}` }).expect(200);
      expect(await formVersion(event.id)).toBe(2);

      // the full object with unchanged values is no change
      const current = (await o.client.get(`/api/events/${event.id}`)).body;
      await o.client.send('put', `/api/events/${event.id}`, current).expect(200);
      expect(await formVersion(event.id)).toBe(2);

      await o.client.send('put', `/api/events/${event.id}`, { doubleOptIn: false, nameRequired: true, customField1Options: ['A'] }).expect(200);
      expect(await formVersion(event.id)).toBe(3);

      for (const change of [{ name: 'Anders' }, { primaryColor: '#000000' }, { customField1Required: true }, { privacyUrl: 'https://example.com/p' }, { submitButtonText: 'Los' }]) {
        const before = await formVersion(event.id);
        await o.client.send('put', `/api/events/${event.id}`, change).expect(200);
        expect(await formVersion(event.id)).toBe(before + 1);
      }
    });
  });

  describe('archive and unarchive', () => {
    it('archives (repeatably) and brings the event back to active', async () => {
      const o = await organiser();
      const event = await createEvent(o);
      const archived = await o.client.post(`/api/events/${event.id}/archive`);
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ id: event.id, status: 'archived' });
      const again = await o.client.post(`/api/events/${event.id}/archive`);
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('archived');
      expect((await o.client.get('/api/events-archived')).body.map((e: { id: string }) => e.id)).toEqual([event.id]);

      const back = await o.client.post(`/api/events/${event.id}/unarchive`);
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ id: event.id, status: 'active' });
      expect((await o.client.get('/api/events-archived')).body).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it("answers 404 for another user's event on every route and leaves it untouched", async () => {
      const owner = await organiser();
      const intruder = await organiser();
      const event = await createEvent(owner);
      const base = `/api/events/${event.id}`;
      const answers = [
        await intruder.client.get(base),
        await intruder.client.send('put', base, { name: 'Gekapert', privacyText: 'x' }),
        await intruder.client.post(`${base}/archive`),
        await intruder.client.post(`${base}/unarchive`),
        await intruder.client.get(`${base}/qr`),
        await intruder.client.get(`${base}/qr?format=svg`),
        await intruder.client.post(`${base}/test-email`, { type: 'doi' }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      expect((await owner.client.get(base)).body).toEqual(event);
      expect(await formVersion(event.id)).toBe(1);
      expect(suite.sink.mailsTo(intruder.account.email).filter((m) => m.subject.startsWith('[Test]'))).toHaveLength(0);
      expect((await intruder.client.get('/api/events')).body).toEqual([]);
    });

    it.each(['not-a-uuid', '123', `${randomUUID()}x`])('answers 404 for the malformed id %s', async (id) => {
      const get = await shared.client.get(`/api/events/${id}`);
      expect(get.status).toBe(404);
      expect(get.body).toEqual(NOT_FOUND);
      const put = await shared.client.send('put', `/api/events/${id}`, { name: 'x' });
      expect(put.body).toEqual(NOT_FOUND);
      const archive = await shared.client.post(`/api/events/${id}/archive`);
      expect(archive.body).toEqual(NOT_FOUND);
      const qr = await shared.client.get(`/api/events/${id}/qr`);
      expect(qr.body).toEqual(NOT_FOUND);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await shared.client.get(`/api/events/${randomUUID()}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    });
  });

  describe('GET /api/events/:id/qr', () => {
    it('answers a PNG data URL of the form URL, not cacheable', async () => {
      const o = await organiser();
      const event = await createEvent(o);
      const res = await o.client.get(`/api/events/${event.id}/qr`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
      expect(res.headers.pragma).toBe('no-cache');
      expect(res.headers.expires).toBe('0');
      expect(res.body.formUrl).toBe(`${APP_URL}/form/${o.account.companySlug}/${event.slug}`);
      expect(res.body.qrCode).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(res.body.qrCode.slice('data:image/png;base64,'.length), 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.readUInt32BE(16)).toBe(1200); // IHDR width: print resolution
    });

    it('answers the SVG text with ?format=svg', async () => {
      const event = await createEvent(shared);
      const res = await shared.client.get(`/api/events/${event.id}/qr?format=svg`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
      expect(res.body.qrCode).toMatch(/^(<svg|<\?xml)/);
      expect(res.body.qrCode).toContain('<svg');
      expect(res.body.formUrl).toBe(`${APP_URL}/form/${shared.account.companySlug}/${event.slug}`);
    });

    it('refuses an unknown format', async () => {
      const event = await createEvent(shared);
      const res = await shared.client.get(`/api/events/${event.id}/qr?format=gif`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: "Das Format muss 'png' oder 'svg' sein." });
    });
  });

  describe('POST /api/events/:id/test-email', () => {
    it("sends the double opt-in mail with the event's texts and an example link to the user's own address", async () => {
      const o = await organiser();
      const event = await createEvent(o, {
        doiEmailSubject: 'Bitte bestätige, {{name}}',
        doiEmailBody: 'Servus {{name}}!\n\nKlick hier: {{confirmationUrl}}',
      });
      const res = await o.client.post(`/api/events/${event.id}/test-email`, { type: 'doi' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Test-E-Mail gesendet' });
      const mails = await suite.sink.waitFor(o.account.email, 2); // activation + test
      const mail = mails.find((m) => m.subject.startsWith('[Test]'))!;
      expect(mail.subject).toBe(`[Test] Bitte bestätige, ${o.account.name}`);
      expect(mail.text).toContain(`Servus ${o.account.name}!`);
      expect(mail.text).toContain(`${APP_URL}/${o.account.companySlug}/confirm/test-link`);
      expect(mail.html).toContain(`href="${APP_URL}/${o.account.companySlug}/confirm/test-link"`);
    });

    it('sends the welcome mail with the download link and the button text', async () => {
      const o = await organiser();
      const event = await createEvent(o, { ctaButtonText: 'Katalog holen' });
      await o.client.post(`/api/events/${event.id}/test-email`, { type: 'welcome' }).expect(200);
      const mails = await suite.sink.waitFor(o.account.email, 2);
      const mail = mails.find((m) => m.subject.startsWith('[Test]'))!;
      expect(mail.subject).toBe('[Test] Hier sind deine exklusiven Informationen 🎉');
      expect(mail.text).toContain('https://example.com/katalog.pdf');
      expect(mail.text).toContain(`Hallo ${o.account.name}`);
      expect(mail.html).toContain('Katalog holen');
      expect(mail.text).not.toContain('confirm/test-link');
    });

    it('refuses an unknown mail type', async () => {
      const event = await createEvent(shared);
      const res = await shared.client.post(`/api/events/${event.id}/test-email`, { type: 'reminder' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: "Bitte wähle die Test-E-Mail: 'doi' oder 'welcome'." });
    });

    it('allows 10 test mails per 10 minutes', async () => {
      const o = await organiser();
      const event = await createEvent(o);
      for (let i = 0; i < 10; i++) await o.client.post(`/api/events/${event.id}/test-email`, { type: 'doi' }).expect(200);
      const res = await o.client.post(`/api/events/${event.id}/test-email`, { type: 'welcome' });
      expect(res.status).toBe(429);
    });
  });
  describe('EventsService for the leads module', () => {
    const service = () => suite.t.app.get(EventsService);

    it('finds the active event behind a form path, by company and slug or by a slug only one event has', async () => {
      const a = await organiser();
      const b = await organiser();
      const unique = `einzig-${randomBytes(3).toString('hex')}`;
      const twice = `doppelt-${randomBytes(3).toString('hex')}`;
      const own = await createEvent(a, { slug: unique });
      await createEvent(b, { slug: twice });
      await createEvent(a, { slug: twice });

      expect((await service().findForVisitor(a.account.companySlug, unique))?.event.id).toBe(own.id);
      expect(await service().findForVisitor(b.account.companySlug, unique)).toBeNull();
      expect(await service().findForVisitor('gibt-es-nicht', unique)).toBeNull();
      const bySlug = await service().findForVisitorBySlug(unique);
      expect(bySlug?.event.id).toBe(own.id);
      expect(bySlug?.companySlug).toBe(a.account.companySlug);
      expect(await service().findForVisitorBySlug(twice)).toBeNull();
      expect(service().formUrl(a.account.companySlug, unique)).toBe(own.formUrl);
      expect(await service().companySlugOf((await service().getOwned(a.accountId, own.id)))).toBe(a.account.companySlug);

      await a.client.post(`/api/events/${own.id}/archive`).expect(200);
      // in any status: the form answers 410 for an archived event instead of 404
      expect((await service().findForVisitor(a.account.companySlug, unique))?.event.status).toBe('archived');
      expect((await service().findForVisitorBySlug(unique))?.event.id).toBe(own.id);
    });

    it('scopes getOwned and lists ids and names', async () => {
      const a = await organiser();
      const b = await organiser();
      const event = await createEvent(a, { name: 'Hausmesse' });
      expect((await service().getOwned(a.accountId, event.id)).name).toBe('Hausmesse');
      await expect(service().getOwned(b.accountId, event.id)).rejects.toMatchObject({ status: 404, message: 'Event nicht gefunden' });
      await expect(service().getOwned(a.accountId, 'kaputt')).rejects.toBeInstanceOf(AppError);
      expect(await service().listOwnedIdsAndNames(a.accountId)).toEqual([{ id: event.id, name: 'Hausmesse', updatedAt: expect.any(Date) }]);
      expect(await service().listOwnedIdsAndNames(b.accountId)).toEqual([]);
    });

    it('locks an event for a submit and tells whether it has ended in the business time zone', async () => {
      const o = await organiser();
      const today = dateIn(new Date(), 'Europe/Berlin');
      const yesterday = dateIn(new Date(Date.now() - 86_400_000), 'Europe/Berlin');
      const event = await createEvent(o, { startDate: yesterday, endDate: today });
      const locked = await suite.t.app.get(DataSource).transaction((manager) => service().lockForSubmit(manager, event.id));
      expect(locked).toMatchObject({ id: event.id, formVersion: 1, isFree: true });
      expect(service().hasEnded(locked)).toBe(false);
      expect(service().hasEnded({ ...locked, endDate: yesterday })).toBe(true);
      await expect(suite.t.app.get(DataSource).transaction((manager) => service().lockForSubmit(manager, randomUUID()))).rejects.toMatchObject({
        status: 404,
      });
    });
  });
  it('documents its routes in the OpenAPI description under the tag events', async () => {
    const spec = (await suite.t.client().get('/api/docs-json').expect(200)).body;
    for (const path of ['/api/events', '/api/events/{id}', '/api/events/{id}/qr', '/api/events/{id}/qr/poster.pdf', '/api/events/{id}/test-email', '/api/events-archived']) {
      const operations = Object.values(spec.paths[path] ?? {}) as Array<{ tags: string[]; summary: string }>;
      expect(operations.length).toBeGreaterThan(0);
      for (const operation of operations) {
        expect(operation.tags).toEqual(['events']);
        expect(operation.summary).toBeTruthy();
      }
    }
    expect(spec.components.schemas.CreateEventDto.required).toEqual(['name', 'slug', 'startDate', 'endDate', 'downloadUrl']);
  });
});
