import sharp from 'sharp';
import { generateCards } from '../../scripts/card-corpus.cjs';
import { joinAsMember, type NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, type EventJson } from './support/events';
import { apiWithSmtpSink, type TestClient } from './support/test-app';


const APP_URL = process.env.APP_URL ?? 'http://localhost:5173';
const MAX_BYTES = 1024 * 1024;

/**
 * Card scans against the real app and PostgreSQL: generated card photos (scripts/card-corpus.cjs)
 * read by the OCR in its worker thread, who may scan (a member with leads.capture, a stand device
 * of that event) and what is refused with a German message.
 */
describe('card scans: POST /api/events/:id/card-scans', () => {
  // a smaller byte limit than the default 8 MB keeps the 413 case quick
  const suite = apiWithSmtpSink({ env: { CARD_SCAN_MAX_BYTES: String(MAX_BYTES) } });
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;
  let otherEvent: EventJson;

  /** A multipart call as the SPA (lead desk or stand page) makes it: XSRF header, our Origin, the stand token when given. */
  const scan = async (client: TestClient, eventId: string, file: Buffer | null, { name = 'card.jpg', type = 'image/jpeg', token }: { name?: string; type?: string; token?: string } = {}) => {
    const xsrf = await client.ensureXsrf();
    let req = client.agent.post(`/api/events/${eventId}/card-scans`).set('X-Forwarded-For', client.ip).set('Origin', APP_URL).set('X-XSRF-TOKEN', xsrf);
    if (token) req = req.set('X-Stand-Token', token);
    return file ? req.attach('image', file, { filename: name, contentType: type }) : req.field('note', 'kein Bild');
  };
  const registerDevice = async (target: EventJson) => {
    const res = await organiser.post(`/api/events/${target.id}/stand-devices`, { name: 'Tablet', pin: '4711' });
    expect(res.status).toBe(201);
    return res.body.token as string;
  };

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, { name: 'Karten-Messe' });
    otherEvent = await createEvent(organiser, { name: 'Zweite Messe' });
  }, 60_000);

  it('reads name, e-mail and phone of generated cards as the truth says', async () => {
    const cards = await generateCards({ count: 4, seed: 7 });
    for (const card of cards) {
      const res = await scan(organiser, event.id, card.image);
      expect(res.status).toBe(200);
      expect({ layout: card.layout, font: card.font, name: res.body.fields.name, email: res.body.fields.email, phone: res.body.fields.phone }).toEqual({
        layout: card.layout,
        font: card.font,
        name: card.truth.name,
        email: card.truth.email,
        phone: card.truth.phone,
      });
      expect(res.body.confidence).toBeGreaterThan(0.5);
      expect(res.body.confidence).toBeLessThanOrEqual(1);
      expect(typeof res.body.text).toBe('string');
    }
  }, 60_000);

  it("lets a stand device of the event scan; another event's device is refused like an unknown token", async () => {
    const [card] = await generateCards({ count: 1, seed: 3 });
    const device = newClient();
    const token = await registerDevice(event);
    const res = await scan(device, event.id, card.image, { token });
    expect(res.status).toBe(200);
    expect(res.body.fields.email).toBe(card.truth.email);

    const otherToken = await registerDevice(otherEvent);
    const refused = await scan(newClient(), event.id, card.image, { token: otherToken });
    expect(refused.status).toBe(401);
    const unknown = await scan(newClient(), event.id, card.image, { token: 'kein-token' });
    expect(unknown.status).toBe(401);
  }, 30_000);

  it("lets staff scan; another account's event is 404 and no session 401", async () => {
    const [card] = await generateCards({ count: 1, seed: 5 });
    const staff = await joinAsMember(suite, organiser, 'staff');
    expect((await scan(staff.client, event.id, card.image)).status).toBe(200);

    const stranger = newClient();
    await registerAndVerify(stranger, suite.sink).then((other) => stranger.post('/api/auth/login', other).expect(200));
    const foreign = await scan(stranger, event.id, card.image);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('EVENTS_NOT_FOUND');
    expect((await scan(newClient(), event.id, card.image)).status).toBe(401);
  }, 30_000);

  it('refuses what is no photo with 415, by content and not by name', async () => {
    const text = await scan(organiser, event.id, Buffer.from('Jürgen Weiß\njw@example.com\n'), { name: 'card.jpg', type: 'image/jpeg' });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'CARD_SCAN_NOT_IMAGE', message: expect.stringContaining('kein Foto') });
    const pdf = await scan(organiser, event.id, Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), { name: 'card.pdf', type: 'application/pdf' });
    expect(pdf.status).toBe(415);
    expect(pdf.body.code).toBe('CARD_SCAN_NOT_IMAGE');
  });

  it('refuses a photo of huge dimensions (422), one over the byte limit (413) and a call without the image (400)', async () => {
    const wide = await sharp({ create: { width: 13_000, height: 10, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const tooWide = await scan(organiser, event.id, wide, { name: 'card.png', type: 'image/png' });
    expect(tooWide.status).toBe(422);
    expect(tooWide.body).toMatchObject({ code: 'CARD_SCAN_TOO_LARGE', message: expect.stringContaining('zu viele Pixel') });

    const heavy = Buffer.concat([(await generateCards({ count: 1, seed: 9 }))[0].image, Buffer.alloc(MAX_BYTES)]);
    const tooLarge = await scan(organiser, event.id, heavy);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'CARD_SCAN_TOO_LARGE', message: expect.stringContaining('zu groß') });

    const missing = await scan(organiser, event.id, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'CARD_SCAN_MISSING', message: expect.stringContaining('Visitenkarte') });
  });

  it('refuses a card with 503 and Retry-After while more than 8 wait for the OCR', async () => {
    const [card] = await generateCards({ count: 1, seed: 11 });
    const answers = await Promise.all(Array.from({ length: 14 }, () => scan(organiser, event.id, card.image)));
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].headers['retry-after']).toBe('5');
    expect(busy[0].body).toMatchObject({ code: 'CARD_SCAN_BUSY', message: expect.stringContaining('Visitenkarten') });
    expect(answers.filter((res) => res.status !== 503).every((res) => res.status === 200)).toBe(true);
  }, 60_000);

  function newClient(): TestClient {
    return suite.t.client();
  }
});
