import { randomBytes } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson } from './support/events';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const APP_URL = 'http://localhost:3999';
const NOT_FOUND = { statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' };
const UNSUPPORTED = { statusCode: 400, code: 'EVENT_IMAGE_UNSUPPORTED', message: 'Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist kein solches Bild.' };
const CSRF_REFUSED = 403;

/** The answer's body as bytes (supertest parses only text and JSON). */
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A PNG with transparency, 1200 x 900: larger than a logo may stay. */
const transparentPng = () =>
  sharp({ create: { width: 1200, height: 900, channels: 4, background: { r: 231, g: 110, b: 51, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A JPEG from a camera: EXIF with the maker, a GPS position and a copyright. */
const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'Spionkamera', Model: 'X100', Copyright: 'Geheim GmbH' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
      },
    })
    .toBuffer();

/** Random pixels make a PNG that does not compress: 3 MB of real image. */
const threeMegabytePng = () =>
  sharp(randomBytes(1024 * 1024 * 3), { raw: { width: 1024, height: 1024, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('logo and header upload: PUT/DELETE /api/events/:id/images/:kind, served from our origin', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;

  /** An unsafe multipart call as the SPA makes it: XSRF header and our Origin. */
  const upload = async (client: TestClient, eventId: string, kind: string, file: Buffer, name: string, type = 'application/octet-stream') => {
    const token = await client.ensureXsrf();
    return client.agent
      .put(`/api/events/${eventId}/images/${kind}`)
      .set('X-Forwarded-For', client.ip)
      .set('Origin', APP_URL)
      .set('X-XSRF-TOKEN', token)
      .attach('file', file, { filename: name, contentType: type });
  };
  const fetchImage = (path: string, headers: Record<string, string> = {}) => request(suite.t.app.getHttpServer()).get(path).set(headers).buffer(true).parse(binary);
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, { logoUrl: 'https://cdn.example.com/alt.png' });
  });

  it('accepts a PNG by its content even when it is called .exe, scales it into 600 px and keeps its transparency', async () => {
    const res = await upload(organiser, event.id, 'logo', await transparentPng(), 'logo.exe', 'application/x-msdownload');
    expect(res.status).toBe(200);
    expect(res.body.uploadedLogoUrl).toMatch(new RegExp(`^${APP_URL}/api/events/${event.id}/images/logo/[0-9a-f]{32}\\.webp$`));
    // the URL the organiser typed stays, the upload wins over it
    expect(res.body.logoUrl).toBe('https://cdn.example.com/alt.png');

    const served = await fetchImage(pathOf(res.body.uploadedLogoUrl));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 450, hasAlpha: true });

    // the browser's revalidation costs no bytes
    const again = await fetchImage(pathOf(res.body.uploadedLogoUrl), { 'If-None-Match': served.headers.etag });
    expect(again.status).toBe(304);
  });

  it('shows the uploaded logo on the visitor form instead of the URL', async () => {
    const detail = await organiser.get(`/api/events/${event.id}`).expect(200);
    const form = await suite.t.client().get(`/api/form/${account.companySlug}/${event.slug}`).expect(200);
    expect(form.body.logoUrl).toBe(detail.body.uploadedLogoUrl);
  });

  it('refuses an HTML file called .png, and other formats the decoder knows (SVG, GIF)', async () => {
    const html = await upload(organiser, event.id, 'header', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'bild.png', 'image/png');
    expect(html.status).toBe(400);
    expect(html.body).toEqual(UNSUPPORTED);
    const svg = await upload(organiser, event.id, 'header', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'bild.png', 'image/png');
    expect(svg.body).toEqual(UNSUPPORTED);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(organiser, event.id, 'header', gif, 'bild.png', 'image/png')).body).toEqual(UNSUPPORTED);
    const detail = await organiser.get(`/api/events/${event.id}`).expect(200);
    expect(detail.body.uploadedHeaderImageUrl).toBeNull();
  });

  it('refuses a file over 2 MB with 413 and a German message', async () => {
    const big = await threeMegabytePng();
    expect(big.length).toBeGreaterThanOrEqual(3 * 1024 * 1024);
    const res = await upload(organiser, event.id, 'header', big, 'gross.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'EVENT_IMAGE_TOO_LARGE', message: 'Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist größer.' });
  });

  it('strips EXIF (camera, GPS, copyright) and scales a header into 1600 px', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(organiser, event.id, 'header', original, 'foto.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const served = await fetchImage(pathOf(res.body.uploadedHeaderImageUrl));
    expect(served.status).toBe(200);
    const body = served.body as Buffer;
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(body.toString('latin1')).not.toMatch(/Spionkamera|Geheim GmbH|EXIF/);
  });

  it('gives a new upload a new URL; the old one is gone', async () => {
    const first = (await organiser.get(`/api/events/${event.id}`).expect(200)).body.uploadedLogoUrl as string;
    const other = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00ff0080' } }).webp().toBuffer();
    const res = await upload(organiser, event.id, 'logo', other, 'neu.webp', 'image/webp');
    expect(res.status).toBe(200);
    expect(res.body.uploadedLogoUrl).not.toBe(first);
    expect((await fetchImage(pathOf(first))).status).toBe(404);
    expect((await fetchImage(pathOf(res.body.uploadedLogoUrl))).status).toBe(200);
  });

  it('answers 404 for another organiser’s event, for upload and removal alike', async () => {
    const stranger = suite.t.client();
    const strangerAccount = await registerAndVerify(stranger, suite.sink);
    await stranger.post('/api/auth/login', strangerAccount).expect(200);
    const res = await upload(stranger, event.id, 'logo', await transparentPng(), 'logo.png', 'image/png');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    const removed = await stranger.delete(`/api/events/${event.id}/images/logo`);
    expect(removed.status).toBe(404);
    expect((await organiser.get(`/api/events/${event.id}`).expect(200)).body.uploadedLogoUrl).not.toBeNull();
  });

  it('refuses an upload without the XSRF token (403), and one without a session (401)', async () => {
    const withoutToken = await organiser.agent
      .put(`/api/events/${event.id}/images/logo`)
      .set('X-Forwarded-For', organiser.ip)
      .set('Origin', APP_URL)
      .attach('file', await transparentPng(), 'logo.png');
    expect(withoutToken.status).toBe(CSRF_REFUSED);
    const anonymous = await upload(suite.t.client(), event.id, 'logo', await transparentPng(), 'logo.png', 'image/png');
    expect(anonymous.status).toBe(401);
  });

  it('answers an unknown kind or a request without a file in German', async () => {
    const kind = await upload(organiser, event.id, 'favicon', await transparentPng(), 'logo.png', 'image/png');
    expect(kind.status).toBe(404);
    expect(kind.body.message).toBe('Diese Bildart gibt es nicht (logo oder header).');
    const empty = await organiser.send('put', `/api/events/${event.id}/images/logo`);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^Bitte wähle ein Bild aus/);
    // JSON is no upload: the route takes multipart only
    const json = await organiser.send('put', `/api/events/${event.id}/images/logo`, {});
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Bitte sende die Daten als Datei-Upload (Content-Type: multipart/form-data).');
  });

  it('removes an upload: the URL is used again', async () => {
    const res = await organiser.delete(`/api/events/${event.id}/images/logo`).expect(200);
    expect(res.body.uploadedLogoUrl).toBeNull();
    const form = await suite.t.client().get(`/api/form/${account.companySlug}/${event.slug}`).expect(200);
    expect(form.body.logoUrl).toBe('https://cdn.example.com/alt.png');
  });

  it('deletes the images with their event', async () => {
    const doomed = await createEvent(organiser);
    const res = await upload(organiser, doomed.id, 'logo', await transparentPng(), 'logo.png', 'image/png');
    expect(res.status).toBe(200);
    const count = async () => Number((await suite.t.dataSource.query('SELECT count(*) FROM event_images WHERE event_id = $1', [doomed.id]))[0].count);
    expect(await count()).toBe(1);
    await suite.t.dataSource.query('DELETE FROM events WHERE id = $1', [doomed.id]);
    expect(await count()).toBe(0);
    expect((await fetchImage(pathOf(res.body.uploadedLogoUrl))).status).toBe(404);
  });
});
