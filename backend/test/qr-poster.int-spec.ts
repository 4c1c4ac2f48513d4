import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson } from './support/events';
import { readPdf } from './support/pdf';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const APP_URL = 'http://localhost:3999';
const NOT_FOUND = { statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' };

/** The answer's body as bytes (supertest parses only text and JSON). */
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the stand poster: GET /api/events/:id/qr/poster.pdf, and the PNG QR code at print resolution', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  /** Own colours and an own submit button text. */
  let fair: EventJson;
  /** Everything at the defaults. */
  let plain: EventJson;

  const poster = (client: TestClient, eventId: string, query = '') =>
    client.get(`/api/events/${eventId}/qr/poster.pdf${query}`).buffer(true).parse(binary);
  const formUrlOf = (event: EventJson) => `${APP_URL}/form/${account.companySlug}/${event.slug}`;
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    fair = await createEvent(organiser, {
      name: 'Hannover Messe 2026 – Halle 7',
      primaryColor: '#E76E33',
      secondaryColor: '#1F2937',
      submitButtonText: 'Jetzt Katalog holen',
    });
    plain = await createEvent(organiser, { name: 'Pop-up Store Köln' });
  });

  it('answers an A4 PDF by default: one page with the name, the call to action, the form address', async () => {
    const res = await poster(organiser, fair.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="poster_${fair.slug}_A4.pdf"`);
    const pdf = res.body as Buffer;
    const { pages, sizes, text } = readPdf(pdf);
    expect(pages).toBe(1);
    expect(sizes[0].map(Math.round)).toEqual([595, 842]);
    expect(flat(text)).toContain('Hannover Messe 2026 – Halle 7');
    expect(flat(text)).toContain('Jetzt Katalog holen');
    expect(flat(text)).not.toContain('Scannen & Katalog sichern');
    expect(text).toContain(formUrlOf(fair));
    // the QR code is drawn, not pasted in as a picture
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('answers A5 with ?size=A5', async () => {
    const res = await poster(organiser, fair.id, '?size=A5');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="poster_${fair.slug}_A5.pdf"`);
    const { pages, sizes, text } = readPdf(res.body as Buffer);
    expect(pages).toBe(1);
    expect(sizes[0].map(Math.round)).toEqual([420, 595]);
    expect(flat(text)).toContain('Hannover Messe 2026 – Halle 7');
    expect(text).toContain(formUrlOf(fair));
  });

  it("calls to 'Scannen & Katalog sichern' when the organiser kept the default button text", async () => {
    const { text } = readPdf((await poster(organiser, plain.id, '?size=A4')).body as Buffer);
    expect(flat(text)).toContain('Pop-up Store Köln');
    expect(flat(text)).toContain('Scannen & Katalog sichern');
    expect(flat(text)).not.toContain('Daten übergeben');
    expect(text).toContain(formUrlOf(plain));
  });

  it('stays one page with the longest name and button text, and prints letters Helvetica lacks as "?"', async () => {
    const long = await createEvent(organiser, {
      name: `Internationale Fachmesse für Verpackung ${'und Logistik '.repeat(5)}Москва`,
      submitButtonText: '📥 Holen Sie sich jetzt unseren vollständigen Produktkatalog als PDF!!'.slice(0, 80),
    });
    for (const size of ['A4', 'A5']) {
      const res = await poster(organiser, long.id, `?size=${size}`);
      expect(res.status).toBe(200);
      const { pages, text } = readPdf(res.body as Buffer);
      expect(pages).toBe(1);
      expect(flat(text)).toContain('Internationale Fachmesse für Verpackung');
      expect(flat(text)).toContain('??????');
      expect(flat(text)).toContain('Holen Sie sich jetzt');
      expect(text).not.toContain('📥');
      expect(text).toContain(formUrlOf(long));
    }
  });

  it.each(['A3', 'a4', 'letter', ''])('refuses size=%s with a German message', async (size) => {
    const res = await organiser.get(`/api/events/${fair.id}/qr/poster.pdf?size=${size}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: "Das Papierformat muss 'A4' oder 'A5' sein." });
  });

  it("answers 404 for another organiser's event, an unknown and a malformed id", async () => {
    const stranger = suite.t.client();
    const other = await registerAndVerify(stranger, suite.sink);
    await stranger.post('/api/auth/login', other).expect(200);
    for (const [client, id] of [
      [stranger, fair.id],
      [organiser, randomUUID()],
      [organiser, 'keine-uuid'],
    ] as const) {
      const res = await client.get(`/api/events/${id}/qr/poster.pdf`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('is for signed-in organisers only', async () => {
    const res = await suite.t.client().get(`/api/events/${fair.id}/qr/poster.pdf`);
    expect(res.status).toBe(401);
  });

  it('carries the uploaded logo on a white tile above the name, and stays one page', async () => {
    const branded = await createEvent(organiser, { name: 'Logo-Messe' });
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 231, g: 110, b: 51, alpha: 1 } } }).png().toBuffer();
    const xsrf = await organiser.ensureXsrf();
    await organiser.agent
      .put(`/api/events/${branded.id}/images/logo`)
      .set('X-Forwarded-For', organiser.ip)
      .set('Origin', process.env.APP_URL!)
      .set('X-XSRF-TOKEN', xsrf)
      .attach('file', logo, { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    const res = await poster(organiser, branded.id);
    expect(res.status).toBe(200);
    const pdf = res.body as Buffer;
    expect(pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
    const { pages, text } = readPdf(pdf);
    expect(pages).toBe(1);
    expect(flat(text)).toContain('Logo-Messe');
  });

  it('does not fetch a logo URL on an internal address for the poster, and still prints it without', async () => {
    const internal = await createEvent(organiser, { name: 'Intern', logoUrl: 'https://169.254.169.254/logo.png' });
    const res = await poster(organiser, internal.id);
    expect(res.status).toBe(200);
    expect((res.body as Buffer).toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    expect(flat(readPdf(res.body as Buffer).text)).toContain('Intern');
  });

  it('renders the PNG QR code at print resolution, at least 1200 px wide', async () => {
    const res = await organiser.get(`/api/events/${fair.id}/qr`);
    expect(res.status).toBe(200);
    const png = Buffer.from(res.body.qrCode.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1200); // width
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(1200); // height
  });
});
