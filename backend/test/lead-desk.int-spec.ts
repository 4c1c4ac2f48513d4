import { randomUUID } from 'node:crypto';
import { parseString } from 'fast-csv';
import request from 'supertest';
import { registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { readPdf } from './support/pdf';
import { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

interface LeadJson {
  id: string;
  eventId: string;
  email: string;
  name: string | null;
  status: string;
  doiConfirmed: boolean;
  rating: string | null;
  tags: string[];
  removed?: true;
}

const emailsOf = (leads: LeadJson[]) => leads.map((lead) => lead.email);

function confirmationPath(mail: CaughtMail): string {
  const match = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in "${mail.subject}"`);
  return `/api/confirm/${match[1]}`;
}

async function parseCsv(text: string, delimiter: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { delimiter })
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows))
      .on('error', reject);
  });
}

describe('the lead desk: GET /api/leads parameters, detail, consent proof, qualification, exports', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  /** The organiser's name, which the facts they cause keep. */
  let organiserName: string;
  let organiserId: string;
  let stranger: TestClient;
  /** With its own field labels and double opt-in. */
  let fair: EventJson;
  /** A second event without double opt-in. */
  let shop: EventJson;
  const run = Date.now().toString(36);
  const email = (local: string) => `${local}-${run}@example.com`;

  const submit = (event: EventJson, body: Record<string, unknown>) =>
    suite.t.client().post(`/api/form/${event.companySlug}/${event.slug}/submit`, { consent: true, formToken: formToken(suite.t, event.id), ...body });
  const list = (query = '') => organiser.get(`/api/leads${query}`);
  const leadIdOf = async (address: string) =>
    (await suite.t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [address]))[0].lead_id as string;
  const byOrganiser = () => ({ kind: 'member', userId: organiserId, name: organiserName });
  const factsOf = async (leadId: string) =>
    (await suite.t.dataSource.query('SELECT type, data FROM lead_events WHERE lead_id = $1 ORDER BY version', [leadId])) as {
      type: string;
      data: Record<string, unknown>;
    }[];

  beforeAll(async () => {
    organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    organiserId = (await organiser.post('/api/auth/login', account).expect(200)).body.user.id;
    organiserName = account.name;
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    fair = await createEvent(organiser, { name: 'Hannover Messe', customField1: 'Branche', customField2: 'Firma' });
    shop = await createEvent(organiser, { name: 'Pop-up Store', doubleOptIn: false });
    fair.companySlug = shop.companySlug = account.companySlug;

    // oldest first: Anna, Bernd (confirmed later), Jörg, Carla (shop), Dora_100%
    await submit(fair, { email: email('anna'), name: 'Anna Alt', customField1: 'Handel', customField2: 'Alt GmbH' }).expect(201);
    await submit(fair, { email: email('bernd'), name: 'Bernd Brandt', customField1: 'Industrie' }).expect(201);
    await submit(fair, { email: email('joerg'), name: 'Jörg Weiß', customField2: 'Weiß & Söhne' }).expect(201);
    await submit(shop, { email: email('carla'), name: 'Carla Cramer' }).expect(201);
    await submit(fair, { email: email('dora'), name: 'Dora_100%' }).expect(201);
    await suite.t.client().post(confirmationPath((await suite.sink.waitFor(email('bernd')))[0])).expect(200);
    await suite.sink.waitFor(email('dora'));

    stranger = suite.t.client();
    const strangerAccount = await registerAndVerify(stranger, suite.sink);
    await stranger.post('/api/auth/login', strangerAccount).expect(200);
  });

  describe('filters', () => {
    it('answers the whole array without parameters, pending and confirmed, newest first, with a cursor', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(emailsOf(res.body)).toEqual(['dora', 'carla', 'joerg', 'bernd', 'anna'].map(email));
      expect(res.body.find((l: LeadJson) => l.email === email('bernd'))).toMatchObject({ status: 'confirmed', doiConfirmed: true });
      expect(res.headers['x-leads-cursor']).toMatch(/^s2\.\d+-\d+-[\d_]*\./);
      expect(res.headers.etag).toBeDefined();
    });

    it.each([
      ['?status=confirmed', ['carla', 'bernd']],
      ['?status=pending', ['dora', 'joerg', 'anna']],
      ['?status=all', ['dora', 'carla', 'joerg', 'bernd', 'anna']],
      ['?q=WEISS', []],
      ['?q=weiß', ['joerg']],
      ['?q=ALT%20gmbh', ['anna']], // an answer
      ['?q=industrie', ['bernd']], // the other answer
      ['?q=carla-', ['carla']], // the e-mail
      ['?q=_100%25', ['dora']], // LIKE's wildcards mean themselves
      ['?q=%25', ['dora']],
      ['?q=%20%20', ['dora', 'carla', 'joerg', 'bernd', 'anna']], // blank: no search
      ['?status=pending&q=a', ['dora', 'joerg', 'anna']],
      ['?eventId=SHOP', ['carla']],
      ['?eventId=FAIR&status=confirmed', ['bernd']],
      ['?eventId=FAIR&status=pending&q=alt', ['anna']],
    ])('%s lists %j', async (query, expected) => {
      const res = await list(query.replace('SHOP', shop.id).replace('FAIR', fair.id));
      expect(res.status).toBe(200);
      expect(emailsOf(res.body)).toEqual(expected.map(email));
    });

    it('sums up the desk: totals by status and the tags in use, per event or for all', async () => {
      const all = await list('/summary');
      expect(all.body).toEqual({ total: 5, confirmed: 2, pending: 3, tags: [] });
      expect((await list(`/summary?eventId=${shop.id}`)).body).toEqual({ total: 1, confirmed: 1, pending: 0, tags: [] });
      expect((await stranger.get(`/api/leads/summary?eventId=${fair.id}`)).status).toBe(404);
    });

    it('searches in the covering index of the organiser’s personal data, newest first, without reading table rows', async () => {
      // the planner's choice on a table of a few rows says nothing: forbid sorting and bitmaps, and
      // the covering index alone must be able to serve the search newest first
      const plan: { 'QUERY PLAN': string }[] = await suite.t.dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_sort = off');
        await manager.query('SET LOCAL enable_bitmapscan = off');
        await manager.query('SET LOCAL enable_seqscan = off');
        return manager.query(
          `EXPLAIN SELECT lead_id FROM lead_personal_data p
            WHERE p.owner_event_id = $1 AND p.search_text LIKE '%weiß%' ORDER BY captured_at DESC, lead_id DESC LIMIT 51`,
          [fair.id],
        );
      });
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan Backward using lead_personal_data_event_captured_idx/);
    });

    it('pages a search by cursor and counts its hits', async () => {
      const first = await list('?q=example.com&limit=2');
      expect(emailsOf(first.body)).toEqual(['dora', 'carla'].map(email));
      expect(first.headers['x-total-count']).toBe('5');
      const second = await organiser.get(/<([^>]+)>/.exec(first.headers.link)![1]);
      expect(emailsOf(second.body)).toEqual(['joerg', 'bernd'].map(email));
      expect((await list('?q=example.com&status=confirmed&limit=1')).headers['x-total-count']).toBe('2');
    });

    it.each([
      ['?status=alle', "Unbekannter Status. Erlaubt sind 'all', 'confirmed' und 'pending'.", 'LEADS_QUERY_STATUS'],
      ['?status=all&status=pending', "Unbekannter Status. Erlaubt sind 'all', 'confirmed' und 'pending'.", 'LEADS_QUERY_STATUS'],
      [`?q=${'x'.repeat(101)}`, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein und keine Steuerzeichen enthalten.', 'LEADS_QUERY_SEARCH'],
      ['?q=a%00b', 'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.', 'INVALID_TEXT'], // the API's guard against NUL bytes answers first
      ['?q=a%09b', 'Der Suchbegriff darf höchstens 100 Zeichen lang sein und keine Steuerzeichen enthalten.', 'LEADS_QUERY_SEARCH'],
      ['?q=a&q=b', 'Der Suchbegriff darf höchstens 100 Zeichen lang sein und keine Steuerzeichen enthalten.', 'LEADS_QUERY_SEARCH'],
      ['?rating=super', "Unbekannte Bewertung. Erlaubt sind 'hot', 'warm' und 'cold'.", 'LEADS_QUERY_RATING'],
      ['?tag=%01', 'Ein Tag ist höchstens 30 Zeichen lang und enthält keine Steuerzeichen.', 'LEADS_QUERY_TAG'],
      ['?limit=0', "'limit' muss eine ganze Zahl von 1 bis 200 sein.", 'LEADS_QUERY_LIMIT'],
      ['?limit=201', "'limit' muss eine ganze Zahl von 1 bis 200 sein.", 'LEADS_QUERY_LIMIT'],
      ['?limit=1.5', "'limit' muss eine ganze Zahl von 1 bis 200 sein.", 'LEADS_QUERY_LIMIT'],
      ['?limit=-1', "'limit' muss eine ganze Zahl von 1 bis 200 sein.", 'LEADS_QUERY_LIMIT'],
      ['?cursor=p1.1.nicht-uuid', 'Der Cursor ist ungültig. Bitte lade die Liste neu.', 'LEADS_QUERY_CURSOR'],
      ['?since=gestern', "'since' ist ungültig. Nimm den Wert aus dem Header X-Leads-Cursor der vorigen Antwort.", 'LEADS_QUERY_SINCE'],
      ['?since=s1.1.abc&cursor=p1.1.00000000-0000-0000-0000-000000000000', "'since' und 'cursor' lassen sich nicht kombinieren.", 'LEADS_QUERY_SINCE_WITH_CURSOR'],
      ['/export?format=pdf', "Unbekanntes Exportformat. Erlaubt sind 'crm' und 'excel'.", 'LEADS_QUERY_EXPORT_FORMAT'],
    ])('refuses query %# with 400 and a German message', async (query, message, code) => {
      const res = await list(query);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { statusCode: 400, code, message } });
    });
  });

  describe('pages', () => {
    it('pages newest first by cursor with Link rel="next" and X-Total-Count, keeping the filters', async () => {
      const seen: string[] = [];
      let next: string | undefined = '/api/leads?limit=2&status=all';
      const totals = new Set<string>();
      while (next) {
        const res = await organiser.get(next);
        expect(res.status).toBe(200);
        expect(res.body.length).toBeLessThanOrEqual(2);
        totals.add(res.headers['x-total-count']);
        seen.push(...emailsOf(res.body));
        next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
        if (next) expect(next).toContain('status=all');
      }
      expect(seen).toEqual(['dora', 'carla', 'joerg', 'bernd', 'anna'].map(email));
      expect([...totals]).toEqual(['5']);

      const pending = await list(`?eventId=${fair.id}&status=pending&limit=2`);
      expect(emailsOf(pending.body)).toEqual(['dora', 'joerg'].map(email));
      expect(pending.headers['x-total-count']).toBe('3');
      const last = await organiser.get(/<([^>]+)>/.exec(pending.headers.link)![1]);
      expect(emailsOf(last.body)).toEqual([email('anna')]);
      expect(last.headers.link).toBeUndefined();
    });

    it('breaks ties of equal creation times by id, so no lead is skipped or repeated', async () => {
      const tie = await createEvent(organiser, { name: 'Gleichzeitig' });
      await suite.t.dataSource.query(
        `WITH p AS (
           INSERT INTO lead_personal_data (lead_id, owner_event_id, email)
           SELECT gen_random_uuid(), $1::uuid, 'tie' || g || '@example.com' FROM generate_series(1, 7) g RETURNING lead_id)
         INSERT INTO leads (id, event_id, status, double_opt_in, created_at, version, last_position)
         SELECT lead_id, $1::uuid, 'confirmed', false, timestamptz '2026-05-01 10:00:00.123456+00', 1, 0 FROM p`,
        [tie.id],
      );
      const ids: string[] = [];
      let next: string | undefined = `/api/leads?eventId=${tie.id}&limit=3`;
      while (next) {
        const res = await organiser.get(next);
        ids.push(...res.body.map((l: LeadJson) => l.id));
        next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      }
      expect(ids).toHaveLength(7);
      expect(new Set(ids).size).toBe(7);
      expect(ids).toEqual([...ids].sort().reverse());
      await suite.t.dataSource.query('DELETE FROM events WHERE id = $1', [tie.id]);
    });
  });

  describe('since', () => {
    it('answers 304 while nothing changed, then only the new lead, then the confirmed one', async () => {
      const first = await list(`?eventId=${fair.id}&limit=50`);
      let cursor = first.headers['x-leads-cursor'];
      const quiet = await list(`?eventId=${fair.id}&since=${cursor}`);
      expect(quiet.status).toBe(304);
      expect(quiet.headers['x-leads-cursor']).toMatch(/^s2\./);
      cursor = quiet.headers['x-leads-cursor'];

      const totalBefore = Number((await list(`?eventId=${fair.id}&limit=1`)).headers['x-total-count']);
      await submit(fair, { email: email('emil'), name: 'Emil Neu' }).expect(201);
      // the cached total follows the new lead
      expect(Number((await list(`?eventId=${fair.id}&limit=1`)).headers['x-total-count'])).toBe(totalBefore + 1);
      const one = await list(`?eventId=${fair.id}&since=${cursor}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual([expect.objectContaining({ email: email('emil'), status: 'pending', name: 'Emil Neu' })]);
      expect(Buffer.byteLength(JSON.stringify(one.body))).toBeLessThan(2_000);

      // the DOI mail's record changes nothing the desk shows: still 304
      await suite.sink.waitFor(email('emil'));
      const afterMail = await list(`?eventId=${fair.id}&since=${one.headers['x-leads-cursor']}`);
      expect(afterMail.status).toBe(304);

      const pendingCursor = (await list(`?eventId=${fair.id}&status=pending&limit=1`)).headers['x-leads-cursor'];
      await suite.t.client().post(confirmationPath((await suite.sink.waitFor(email('emil')))[0])).expect(200);
      const confirmed = await list(`?eventId=${fair.id}&since=${afterMail.headers['x-leads-cursor']}`);
      expect(confirmed.body).toEqual([expect.objectContaining({ email: email('emil'), status: 'confirmed', doiConfirmed: true })]);
      // a view of pending leads learns that Emil left it
      const leftPending = await list(`?eventId=${fair.id}&status=pending&since=${pendingCursor}`);
      expect(leftPending.body).toEqual([{ id: await leadIdOf(email('emil')), removed: true }]);
    });

    it('still answers 304 to an unchanged poll while another transaction on the server stays open (a backup, say)', async () => {
      const roadshow = await createEvent(organiser, { name: 'Roadshow', doubleOptIn: false });
      roadshow.companySlug = fair.companySlug;
      const backup = suite.t.dataSource.createQueryRunner();
      await backup.connect();
      await backup.startTransaction();
      try {
        // the open transaction holds an xid, so every later snapshot's xmin stays at or below it
        await backup.query('SELECT pg_current_xact_id()');
        await submit(roadshow, { email: email('gero'), name: 'Gero Geduld' }).expect(201);
        await suite.sink.waitFor(email('gero'));
        const cursor = (await list(`?eventId=${roadshow.id}&limit=1`)).headers['x-leads-cursor'];
        // Gero changed after the open transaction began, yet the read above saw him: no repeat
        const poll = await list(`?eventId=${roadshow.id}&since=${cursor}`);
        expect(poll.status).toBe(304);
      } finally {
        await backup.rollbackTransaction();
        await backup.release();
        await suite.t.dataSource.query('DELETE FROM events WHERE id = $1', [roadshow.id]);
      }
    });

    it('answers an unchanged poll from memory until a write, another cursor or another cookie says otherwise', async () => {
      const fromMemory = (res: { headers: Record<string, string> }) => /from memory/.test(res.headers['server-timing'] ?? '');
      // the mail jobs of earlier submits record their mails on the leads: let them finish first, so
      // no write lands between the polls below (on a busy machine one did, and the poll said 200)
      await waitUntil(async () => {
        const [{ open }] = await suite.t.dataSource.query(`SELECT count(*)::int AS open FROM outbox_messages WHERE completed_at IS NULL AND failed_at IS NULL`);
        return open === 0;
      }, 10_000, 'the mail jobs of earlier submits');
      let cursor = (await list(`?eventId=${fair.id}&limit=1`)).headers['x-leads-cursor'];
      // the first poll asks the database; once nothing is written meanwhile, memory answers
      let poll = await list(`?eventId=${fair.id}&since=${cursor}`);
      for (let attempt = 0; attempt < 40 && !fromMemory(poll); attempt++) {
        expect(poll.status).toBe(304);
        cursor = poll.headers['x-leads-cursor'];
        await new Promise((resolve) => setTimeout(resolve, 50));
        poll = await list(`?eventId=${fair.id}&since=${cursor}`);
      }
      expect(poll.status).toBe(304);
      expect(fromMemory(poll)).toBe(true);
      expect(poll.headers['x-leads-cursor']).toBe(cursor);

      // another view (a filter) and a forged or foreign cookie are never answered from memory
      expect(fromMemory(await list(`?eventId=${fair.id}&status=pending&since=${cursor}`))).toBe(false);
      const forged = await request(suite.t.app.getHttpServer())
        .get(`/api/leads?eventId=${fair.id}&since=${cursor}`)
        .set('Cookie', 'fairleads.sid=s%3Aerfunden.abc');
      expect(forged.status).toBe(401);
      expect((await stranger.get(`/api/leads?eventId=${fair.id}&since=${cursor}`)).status).toBe(404);

      // a new lead: its notice ends the memory, and the very cursor memory gave brings the lead
      await submit(fair, { email: email('fritz'), name: 'Fritz Frisch' }).expect(201);
      let arrived = await list(`?eventId=${fair.id}&since=${cursor}`);
      for (let attempt = 0; attempt < 40 && arrived.status === 304; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        arrived = await list(`?eventId=${fair.id}&since=${cursor}`);
      }
      expect(arrived.status).toBe(200);
      expect(emailsOf(arrived.body)).toContain(email('fritz'));
    });

    it('answers 410 when the events behind the cursor changed, and refuses a foreign or malformed cursor', async () => {
      const cursor = (await list('?limit=1')).headers['x-leads-cursor'];
      const extra = await createEvent(organiser, { name: 'Neues Event' });
      const stale = await list(`?since=${cursor}`);
      expect(stale.status).toBe(410);
      expect(stale.body).toEqual({ statusCode: 410, code: 'LEADS_SCOPE_CHANGED', message: 'Deine Events haben sich geändert. Bitte lade die Liste neu.' });
      await suite.t.dataSource.query('DELETE FROM events WHERE id = $1', [extra.id]);
      // the stranger's scope has another fingerprint
      const mine = (await list('?limit=1')).headers['x-leads-cursor'];
      expect((await stranger.get(`/api/leads?since=${mine}`)).status).toBe(410);
    });
  });

  describe('tenant isolation', () => {
    it('answers 404 for another organiser’s event with every parameter, and for their leads', async () => {
      for (const query of ['', '&status=pending', '&q=anna', '&limit=5', '&since=s1.1.abc', '&rating=hot', '&tag=x']) {
        const res = await stranger.get(`/api/leads?eventId=${fair.id}${query}`);
        expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 404, message: 'Event nicht gefunden' });
      }
      expect((await stranger.get(`/api/leads/export?eventId=${fair.id}`)).status).toBe(404);
      const lead = await leadIdOf(email('anna'));
      for (const path of [`/api/leads/${lead}`, `/api/leads/${lead}/consent-proof.pdf`, `/api/leads/${randomUUID()}`, '/api/leads/keine-uuid']) {
        const res = await stranger.get(path);
        expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 404, message: 'Lead nicht gefunden' });
      }
      const patch = await stranger.patch(`/api/leads/${lead}`, { rating: 'cold' });
      expect(patch.status).toBe(404);
      expect((await stranger.get('/api/leads?q=anna')).body).toEqual([]);
      const exported = await stranger.get('/api/leads/export');
      expect(exported.text.trim().split('\n')).toHaveLength(1); // the header only
      expect(await factsOf(lead)).not.toContainEqual(expect.objectContaining({ type: 'LeadQualified' }));
    });
  });

  describe('qualification', () => {
    it('records rating, tags and note as facts, shows them in the list and keeps them through a rebuild', async () => {
      const lead = await leadIdOf(email('joerg'));
      const res = await organiser.patch(`/api/leads/${lead}`, { rating: 'hot', tags: [' Rückruf ', 'Angebot', 'rückruf'], note: 'Will ein Angebot für 3 Stände.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rating: 'hot', tags: ['Rückruf', 'Angebot'], note: 'Will ein Angebot für 3 Stände.' });
      expect((await factsOf(lead)).slice(-2)).toEqual([
        { type: 'LeadQualified', data: { rating: 'hot', tags: ['Rückruf', 'Angebot'], actor: byOrganiser() } },
        { type: 'LeadNoted', data: { length: 30, actor: byOrganiser() } },
      ]);
      // the same again changes nothing and appends nothing
      const before = (await factsOf(lead)).length;
      await organiser.patch(`/api/leads/${lead}`, { rating: 'hot', tags: ['Rückruf', 'Angebot'], note: 'Will ein Angebot für 3 Stände.' }).expect(200);
      expect(await factsOf(lead)).toHaveLength(before);

      expect(emailsOf((await list('?rating=hot')).body)).toEqual([email('joerg')]);
      expect(emailsOf((await list('?tag=Angebot')).body)).toEqual([email('joerg')]);
      expect(emailsOf((await list('?q=3%20st%C3%A4nde')).body)).toEqual([email('joerg')]); // the note is searched
      expect((await list('?rating=cold')).body).toEqual([]);
      expect((await list('/summary')).body.tags).toEqual(['Angebot', 'Rückruf']);
      expect((await list(`?q=${encodeURIComponent('Jörg')}`)).body[0]).toMatchObject({ rating: 'hot', tags: ['Rückruf', 'Angebot'] });

      const { LeadStore } = await import('../src/modules/lead-log/repositories/lead-store.repository');
      await suite.t.app.get(LeadStore).rebuildReadModel();
      const [row] = await suite.t.dataSource.query('SELECT rating, tags, qualified_at, noted_at FROM leads WHERE id = $1', [lead]);
      expect(row).toMatchObject({ rating: 'hot', tags: ['Rückruf', 'Angebot'], qualified_at: expect.any(Date), noted_at: expect.any(Date) });
      expect((await organiser.get(`/api/leads/${lead}`)).body).toMatchObject({ rating: 'hot', note: 'Will ein Angebot für 3 Stände.' });

      // clearing: rating null, note empty
      const cleared = await organiser.patch(`/api/leads/${lead}`, { rating: null, note: '' });
      expect(cleared.body).toMatchObject({ rating: null, tags: ['Rückruf', 'Angebot'], note: null });
      expect((await factsOf(lead)).slice(-2)).toEqual([
        { type: 'LeadQualified', data: { rating: null, tags: ['Rückruf', 'Angebot'], actor: byOrganiser() } },
        { type: 'LeadNoted', data: { length: 0, actor: byOrganiser() } },
      ]);
    });

    it.each([
      [{ rating: 'super' }, "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'."],
      [{ rating: 3 }, "Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'."],
      [{ tags: 'a,b' }, 'Tags müssen als Liste gesendet werden.'],
      [{ tags: null }, 'Tags müssen als Liste gesendet werden.'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Ein Lead hat höchstens 10 Tags.'],
      [{ tags: [{ deep: ['x'] }] }, 'Tags müssen Texte sein.'],
      [{ tags: ['x'.repeat(31)] }, 'Ein Tag darf höchstens 30 Zeichen lang sein.'],
      [{ tags: ['a\u0000b'] }, 'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.'],
      [{ tags: ['a\u0007b'] }, 'Ein Tag darf keine Steuerzeichen enthalten.'],
      [{ note: 'x'.repeat(2001) }, 'Die Notiz darf höchstens 2000 Zeichen lang sein.'],
      [{ note: 'a\u0000b' }, 'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.'],
      [{ note: 'a\u001bb' }, 'Die Notiz enthält unzulässige Steuerzeichen.'],
      [{ note: ['a'] }, 'Die Notiz muss ein Text sein.'],
    ])('refuses body %# with 400 and a German message', async (body, message) => {
      const res = await organiser.patch(`/api/leads/${await leadIdOf(email('anna'))}`, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    });
  });

  describe('detail and consent proof', () => {
    it('shows the answers with the event’s labels, the consent record and the timeline from the log', async () => {
      const lead = await leadIdOf(email('bernd'));
      await organiser.patch(`/api/leads/${lead}`, { rating: 'warm' }).expect(200);
      const res = await organiser.get(`/api/leads/${lead}`);
      expect(res.status).toBe(200);
      expect(res.body.answers).toEqual([
        { label: 'Name', value: 'Bernd Brandt' },
        { label: 'E-Mail', value: email('bernd') },
        { label: 'Branche', value: 'Industrie' },
        { label: 'Firma', value: '' },
      ]);
      const facts: { type: string; data: Record<string, string>; occurred_at: Date }[] = await suite.t.dataSource.query(
        'SELECT type, data, occurred_at FROM lead_events WHERE lead_id = $1 ORDER BY version',
        [lead],
      );
      expect(res.body.timeline.map((entry: { type: string }) => entry.type)).toEqual(facts.map((f) => f.type));
      expect(res.body.timeline.map((entry: { type: string }) => entry.type)).toEqual(
        expect.arrayContaining(['LeadCaptured', 'DoiMailSent', 'LeadConfirmed', 'WelcomeMailSent', 'LeadQualified']),
      );
      expect(res.body.timeline.find((e: { type: string }) => e.type === 'LeadQualified').label).toBe(`Bewertung: warm · von ${organiserName}`);
      const captured = facts.find((f) => f.type === 'LeadCaptured')!;
      const confirmed = facts.find((f) => f.type === 'LeadConfirmed')!;
      expect(res.body.consent).toEqual({
        text: captured.data.consentText,
        textHash: captured.data.consentTextHash,
        formVersion: captured.data.formVersion,
        doubleOptIn: true,
        submittedAt: captured.occurred_at.toISOString(),
        submitIpHash: captured.data.ipHash,
        submitUserAgent: captured.data.userAgent,
        confirmedAt: confirmed.occurred_at.toISOString(),
        confirmIpHash: confirmed.data.ipHash,
        confirmUserAgent: confirmed.data.userAgent,
        doiMessageIds: [facts.find((f) => f.type === 'DoiMailSent')!.data.messageId],
        welcomeMessageIds: [facts.find((f) => f.type === 'WelcomeMailSent')!.data.messageId],
      });
      expect(res.body.consent.submitIpHash).toMatch(/^[0-9a-f]{32}$/);
    });

    it('makes a one-page PDF of the consent that matches the log', async () => {
      const lead = await leadIdOf(email('bernd'));
      const res = await organiser
        .get(`/api/leads/${lead}/consent-proof.pdf`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="einwilligungsnachweis_${lead}.pdf"`);
      const { pages, text } = readPdf(res.body as Buffer);
      expect(pages).toBe(1);
      const detail = (await organiser.get(`/api/leads/${lead}`)).body;
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'Einwilligungsnachweis',
        'Hannover Messe',
        'Bernd Brandt',
        email('bernd'),
        'Branche',
        'Industrie',
        detail.consent.textHash,
        detail.consent.submitIpHash,
        detail.consent.doiMessageIds[0],
        'E-Mail-Adresse bestätigt (Double Opt-In)',
        'Bewertung: warm',
      ]) {
        expect(flat).toContain(expected);
      }
      expect(flat).toContain(detail.consent.text.slice(0, 40));
    });
  });

  describe('exports', () => {
    const download = (client: TestClient, query: string) =>
      client
        .get(`/api/leads/export${query}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        });

    it('streams the CRM CSV with the event CSV’s columns plus qualification, filtered, and records the export', async () => {
      const carla = await leadIdOf(email('carla'));
      await organiser.patch(`/api/leads/${carla}`, { rating: 'cold', tags: ['Newsletter'], note: '=SUMME(A1)' }).expect(200);
      const res = await download(organiser, '?status=confirmed');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="all_leads_\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.body as string;
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const rows = await parseCsv(text.slice(1), ',');
      expect(rows[0]).toEqual(['Name', 'Email', 'Event', 'Custom Field 1', 'Custom Field 2', 'Status', 'Date', 'Confirmed At', 'Rating', 'Tags', 'Note', 'Source']);
      const byEmail = new Map(rows.slice(1).map((row) => [row[1], row]));
      expect([...byEmail.keys()].sort()).toEqual([email('bernd'), email('carla'), email('emil')].sort());
      expect(byEmail.get(email('carla'))).toEqual([
        'Carla Cramer',
        email('carla'),
        'Pop-up Store',
        '',
        '',
        'Confirmed',
        expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
        expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
        'cold',
        'Newsletter',
        "'=SUMME(A1)",
        'form',
      ]);
      expect((await factsOf(carla)).at(-1)).toEqual({ type: 'LeadExported', data: { format: 'crm', actor: { kind: 'member', userId: organiserId, name: organiserName } } });
      expect((await organiser.get(`/api/leads/${carla}`)).body.timeline.at(-1)).toMatchObject({ type: 'LeadExported', label: `Exportiert: CSV (CRM) · von ${organiserName}` });
      // not exported: no fact
      expect((await factsOf(await leadIdOf(email('anna')))).map((f) => f.type)).not.toContain('LeadExported');
    });

    it('streams the German Excel CSV with semicolons, the event’s labels, German words and dates', async () => {
      const res = await download(organiser, `?format=excel&eventId=${fair.id}&q=${encodeURIComponent('weiß')}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="leads_${fair.slug}_\\d{4}-\\d{2}-\\d{2}_excel\\.csv"$`));
      const rows = await parseCsv((res.body as string).slice(1), ';');
      expect(rows).toEqual([
        ['Name', 'E-Mail', 'Event', 'Branche', 'Firma', 'Status', 'Erfasst am', 'Bestätigt am', 'Bewertung', 'Tags', 'Notiz', 'Quelle'],
        ['Jörg Weiß', email('joerg'), 'Hannover Messe', '', 'Weiß & Söhne', 'Ausstehend', expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/), '', '', 'Rückruf, Angebot', '', 'Formular'],
      ]);
      expect((await factsOf(await leadIdOf(email('joerg')))).at(-1)).toEqual({ type: 'LeadExported', data: { format: 'excel', actor: { kind: 'member', userId: organiserId, name: organiserName } } });
    });
  });
});
