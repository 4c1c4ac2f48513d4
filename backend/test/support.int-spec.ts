import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const SUPPORT_EMAIL = 'support-team@fairleads.example';
const RECEIVED = 'Danke! Wir melden uns innerhalb von 1 Werktag.';
const TOO_MANY = 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.';

interface TicketRow {
  id: string;
  mode: string;
  name: string;
  email: string;
  message: string;
  mail_outbox_id: string | null;
  created_at: Date;
}

describe('POST /api/support-ticket: support tickets and organiser enquiries', () => {
  const suite = apiWithSmtpSink({ env: { SUPPORT_EMAIL } });
  /** Each test client has its own address, so the 5-per-15-minutes limit counts per test. */
  const visitor = (): TestClient => suite.t.client();
  const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const ticket = (fields: Record<string, unknown> = {}) => ({
    name: 'Erika Muster',
    email: uniqueEmail('erika'),
    message: 'Hallo, wie lade ich mein Logo für das Formular hoch?',
    mode: 'support',
    website: '',
    ...fields,
  });
  const ticketsFrom = (email: string): Promise<TicketRow[]> =>
    suite.t.dataSource.query('SELECT * FROM support_tickets WHERE email = $1', [email]);
  /** Mails to the support address about this author (the author's address is the Reply-To). */
  const supportMailsFor = (email: string) => suite.sink.mailsTo(SUPPORT_EMAIL).filter((mail) => mail.replyTo.includes(email));

  it('stores a support ticket and mails it to SUPPORT_EMAIL with the author as Reply-To', async () => {
    const body = ticket({ message: 'Hallo,\nwie lade ich mein Logo hoch?\nDanke, Erika' });
    const res = await visitor().post('/api/support-ticket', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: RECEIVED });

    const [row, ...more] = await ticketsFrom(body.email);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ mode: 'support', name: 'Erika Muster', email: body.email, message: 'Hallo,\nwie lade ich mein Logo hoch?\nDanke, Erika' });

    await waitUntil(() => supportMailsFor(body.email).length === 1, 10_000, 'the ticket mail to support');
    const [mail] = supportMailsFor(body.email);
    expect(mail.to).toBe(SUPPORT_EMAIL);
    expect(mail.subject).toBe('[Support] Erika Muster');
    expect(mail.replyTo).toBe(body.email);
    expect(mail.text).toContain('Support-Anfrage von Erika Muster');
    expect(mail.text).toContain('wie lade ich mein Logo hoch?');
    expect(mail.text).toContain(row.id);
    expect(mail.html).toContain('wie lade ich mein Logo hoch?');

    // the ticket remembers the outbox message that mailed it, and that message is done
    await waitUntil(async () => {
      const [outbox] = await suite.t.dataSource.query('SELECT completed_at FROM outbox_messages WHERE id = $1', [row.mail_outbox_id]);
      return Boolean(outbox?.completed_at);
    }, 10_000, 'the ticket mail completed in the outbox');
  });

  it('sends the author a short receipt that answers to support and repeats nothing they typed but their name', async () => {
    const body = ticket({ name: 'Jonas Beispiel', message: 'Kauft billige Uhren unter https://spam.example' });
    await visitor().post('/api/support-ticket', body).expect(201);
    const [receipt] = await suite.sink.waitFor(body.email);
    expect(receipt.subject).toBe('Wir haben deine Anfrage erhalten');
    expect(receipt.replyTo).toBe(SUPPORT_EMAIL);
    expect(receipt.text).toContain('Hallo Jonas Beispiel,');
    expect(receipt.text).toContain('wir haben deine Support-Anfrage erhalten und melden uns innerhalb von 1 Werktag bei dir.');
    expect(receipt.text).not.toContain('spam.example');
    expect(receipt.html).not.toContain('spam.example');
  });

  it('handles an organiser enquiry the same way, marked as such', async () => {
    const body = ticket({ name: 'Messe GmbH', mode: 'organizer', message: 'Wir veranstalten eine Messe mit 80 Ausstellern.' });
    const res = await visitor().post('/api/support-ticket', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: RECEIVED });
    const [row] = await ticketsFrom(body.email);
    expect(row).toMatchObject({ mode: 'organizer', name: 'Messe GmbH' });

    await waitUntil(() => supportMailsFor(body.email).length === 1, 10_000, 'the enquiry mail to support');
    const [mail] = supportMailsFor(body.email);
    expect(mail.subject).toBe('[Veranstalter-Anfrage] Messe GmbH');
    expect(mail.text).toContain('Veranstalter-Anfrage von Messe GmbH');
    expect(mail.text).toContain('Wir veranstalten eine Messe mit 80 Ausstellern.');
    const [receipt] = await suite.sink.waitFor(body.email);
    expect(receipt.text).toContain('wir haben deine Veranstalter-Anfrage erhalten');
  });

  it('escapes HTML that the author typed, in the mail to support and in the receipt', async () => {
    const body = ticket({ name: '<b>Mallory</b>', message: '<script>alert(1)</script> & <img src=x onerror=alert(2)>' });
    await visitor().post('/api/support-ticket', body).expect(201);
    await waitUntil(() => supportMailsFor(body.email).length === 1, 10_000, 'the ticket mail to support');
    const [mail] = supportMailsFor(body.email);
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Mallory</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;');
    expect(mail.html).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    // the text part is plain text: what was typed, as typed
    expect(mail.text).toContain('<script>alert(1)</script> & <img src=x onerror=alert(2)>');
    const [receipt] = await suite.sink.waitFor(body.email);
    expect(receipt.html).not.toContain('<b>Mallory</b>');
    expect(receipt.html).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
  });

  it('keeps a name with line breaks to one line in the subject', async () => {
    const body = ticket({ name: 'Eva\r\nBcc: opfer@example.com' });
    await visitor().post('/api/support-ticket', body).expect(201);
    await waitUntil(() => supportMailsFor(body.email).length === 1, 10_000, 'the ticket mail to support');
    expect(supportMailsFor(body.email)[0].subject).toBe('[Support] Eva Bcc: opfer@example.com');
    expect(suite.sink.mailsTo('opfer@example.com')).toHaveLength(0);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const body = ticket({ message: 'a'.repeat(5000) });
    await visitor().post('/api/support-ticket', body).expect(201);
    expect((await ticketsFrom(body.email))[0].message).toHaveLength(5000);
  });

  describe('bad input: 400 with the German message of the first wrong field, nothing stored', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['a missing name', { name: undefined }, 'Bitte gib deinen Namen ein.'],
      ['a name of blanks', { name: '   ' }, 'Bitte gib deinen Namen ein.'],
      ['a name that is no text', { name: 42 }, 'Bitte gib deinen Namen ein.'],
      ['a name of 201 characters', { name: 'N'.repeat(201) }, 'Der Name darf höchstens 200 Zeichen lang sein.'],
      ['a missing e-mail address', { email: undefined }, 'Bitte gib deine E-Mail-Adresse ein.'],
      ['an empty e-mail address', { email: '' }, 'Bitte gib deine E-Mail-Adresse ein.'],
      ['a bad e-mail address', { email: 'erika-at-example.com' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      ['an e-mail address of 255 characters', { email: `${'e'.repeat(243)}@example.com` }, 'Die E-Mail-Adresse ist zu lang.'],
      ['a missing message', { message: undefined }, 'Bitte gib eine Nachricht ein.'],
      ['a message of blanks', { message: ' \n ' }, 'Bitte gib eine Nachricht ein.'],
      ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'Die Nachricht darf höchstens 5000 Zeichen lang sein.'],
      ['an unknown mode', { mode: 'sales' }, 'Bitte wähle, ob es um Support oder um eine Veranstalter-Anfrage geht.'],
      ['a missing mode', { mode: undefined }, 'Bitte wähle, ob es um Support oder um eine Veranstalter-Anfrage geht.'],
      ['a missing name and a bad address (name first)', { name: '', email: 'kaputt' }, 'Bitte gib deinen Namen ein.'],
    ])('refuses %s', async (_what, fields, message) => {
      const body = ticket({ name: `Falsch ${randomBytes(4).toString('hex')}`, email: uniqueEmail('falsch'), ...fields });
      const res = await visitor().post('/api/support-ticket', JSON.parse(JSON.stringify(body)));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
      const [{ n }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM support_tickets WHERE email = $1 OR name = $2', [
        typeof body.email === 'string' ? body.email.toLowerCase() : '',
        typeof body.name === 'string' ? body.name : '',
      ]);
      expect(n).toBe(0);
    });

    it('refuses a body that is not JSON with a German message', async () => {
      const client = visitor();
      const token = await client.ensureXsrf();
      const res = await client.agent
        .post('/api/support-ticket')
        .set('X-Forwarded-For', client.ip)
        .set('X-XSRF-TOKEN', token)
        .set('Content-Type', 'application/json')
        .send('{"name": "Erika",');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Die Anfrage enthält kein gültiges JSON.' });
    });
  });

  it('refuses a post without the XSRF header (403), like every POST', async () => {
    const res = await request(suite.t.app.getHttpServer()).post('/api/support-ticket').send(ticket());
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/aus Sicherheitsgründen abgelehnt/);
  });

  it('answers a filled honeypot like a success but stores and mails nothing', async () => {
    const bot = ticket({ email: uniqueEmail('bot'), website: 'https://spam.example' });
    const [{ n: outboxBefore }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM outbox_messages');
    const res = await visitor().post('/api/support-ticket', bot);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: RECEIVED });
    expect(await ticketsFrom(bot.email)).toHaveLength(0);
    const [{ n: outboxAfter }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM outbox_messages');
    expect(outboxAfter).toBe(outboxBefore);

    // a real ticket sent afterwards arrives; the bot's never does
    const person = ticket();
    await visitor().post('/api/support-ticket', person).expect(201);
    await suite.sink.waitFor(person.email);
    await waitUntil(() => supportMailsFor(person.email).length === 1, 10_000, 'the real ticket mail');
    expect(suite.sink.mailsTo(bot.email)).toHaveLength(0);
    expect(supportMailsFor(bot.email)).toHaveLength(0);
  });

  it('takes 5 tickets from one address in 15 minutes; the 6th answers 429 in German, another address still gets through', async () => {
    const client = visitor();
    const email = uniqueEmail('vielschreiber');
    for (let i = 1; i <= 5; i += 1) {
      const res = await client.post('/api/support-ticket', ticket({ email, message: `Nachricht ${i}` }));
      expect(res.status).toBe(201);
    }
    const blocked = await client.post('/api/support-ticket', ticket({ email, message: 'Nachricht 6' }));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY });
    expect(await ticketsFrom(email)).toHaveLength(5);

    await visitor().post('/api/support-ticket', ticket()).expect(201);
  });
});
