import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import { registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const NOT_FOUND = { statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' };
const fixedBecause = (why: string) => ({ statusCode: 409, code: 'EVENTS_SLUG_FIXED', message: `Der Slug ist fest, ${why}: gedruckte und geteilte QR-Codes bleiben so gültig.` });

/** The answer's body as bytes (supertest parses only text and JSON). */
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the event slug follows the name until the form address is published (QR code, poster, first lead)', () => {
  const suite = apiWithSmtpSink();

  async function organiser(): Promise<{ client: TestClient; companySlug: string }> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    await client.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    return { client, companySlug: account.companySlug };
  }

  /** An event whose slug was made from its name, as the create dialog does. */
  const followingEvent = (client: TestClient, name = `Messe ${randomUUID().slice(0, 6)}`) =>
    createEvent(client, { name, slug: eventSlugFrom(name) });
  const rename = (client: TestClient, event: EventJson, name: string) => client.send('put', `/api/events/${event.id}`, { name });
  const view = async (client: TestClient, event: EventJson) => (await client.get(`/api/events/${event.id}`).expect(200)).body;

  it('makes the slug anew from each rename, transliterating German', async () => {
    const { client, companySlug } = await organiser();
    const event = await followingEvent(client);
    expect(event).toMatchObject({ slugFollowsName: true, slugFixedBy: null });

    const res = await rename(client, event, 'IAA Mobility München');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'IAA Mobility München', slug: 'iaa-mobility-muenchen', slugFollowsName: true });
    expect(res.body.formUrl).toMatch(new RegExp(`/form/${companySlug}/iaa-mobility-muenchen$`));
    await suite.t.client().get(`/api/form/${companySlug}/iaa-mobility-muenchen`).expect(200);
  });

  it('keeps a slug set by hand through renames', async () => {
    const { client } = await organiser();
    const event = await followingEvent(client);
    const set = await client.send('put', `/api/events/${event.id}`, { slug: 'iaa' });
    expect(set.body).toMatchObject({ slug: 'iaa', slugFollowsName: false });
    const res = await rename(client, event, 'IAA Mobility München');
    expect(res.body).toMatchObject({ slug: 'iaa', slugFollowsName: false });
  });

  it('a downloaded QR code (PNG at print size, SVG) fixes the slug, and says why', async () => {
    const { client } = await organiser();
    const event = await followingEvent(client, 'Messe Süd');
    const png = await client.get(`/api/events/${event.id}/qr.png`).buffer(true).parse(binary);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('attachment');
    expect(png.headers['content-disposition']).toContain("filename*=UTF-8''qr-code-messe-s%C3%BCd.png");
    const body = png.body as Buffer;
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.readUInt32BE(16)).toBeGreaterThanOrEqual(1200); // IHDR width

    expect(await view(client, event)).toMatchObject({ slugFixedBy: 'qr', slug: 'messe-sued' });
    const renamed = await rename(client, event, 'Messe Nord');
    expect(renamed.body).toMatchObject({ name: 'Messe Nord', slug: 'messe-sued', slugFixedBy: 'qr' });
    const slugChange = await client.send('put', `/api/events/${event.id}`, { slug: 'andere' });
    expect(slugChange.status).toBe(409);
    expect(slugChange.body).toEqual(fixedBecause('seit der QR-Code heruntergeladen wurde'));

    const svg = await client.get(`/api/events/${event.id}/qr.svg`).buffer(true).parse(binary);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect((svg.body as Buffer).toString()).toContain('<svg');
  });

  it('showing the QR code in the dialog publishes nothing; the poster does', async () => {
    const { client } = await organiser();
    const event = await followingEvent(client);
    await client.get(`/api/events/${event.id}/qr`).expect(200);
    expect(await view(client, event)).toMatchObject({ slugFixedBy: null });
    expect((await client.get(`/api/events/${event.id}/qr/poster.pdf?size=A5`).buffer(true).parse(binary)).status).toBe(200);
    expect(await view(client, event)).toMatchObject({ slugFixedBy: 'poster' });
    // the first publication is kept
    expect((await client.get(`/api/events/${event.id}/qr.png`).buffer(true).parse(binary)).status).toBe(200);
    expect(await view(client, event)).toMatchObject({ slugFixedBy: 'poster' });
  });

  it('the first lead fixes the slug', async () => {
    const { client, companySlug } = await organiser();
    const event = await followingEvent(client);
    await suite.t
      .client()
      .post(`/api/form/${companySlug}/${event.slug}/submit`, { email: `besuch-${randomUUID().slice(0, 8)}@example.com`, consent: true, formToken: formToken(suite.t, event.id) })
      .expect(201);
    expect(await view(client, event)).toMatchObject({ slugFixedBy: 'lead' });
    const renamed = await rename(client, event, 'Ganz Anders');
    expect(renamed.body.slug).toBe(event.slug);
    const slugChange = await client.send('put', `/api/events/${event.id}`, { slug: 'andere' });
    expect(slugChange.body).toEqual(fixedBecause('seit der erste Lead eingegangen ist'));
  });

  it('answers 404 for the QR file of another organiser’s event and publishes nothing', async () => {
    const me = await organiser();
    const other = await organiser();
    const theirs = await followingEvent(other.client);
    for (const path of [`/api/events/${theirs.id}/qr.png`, `/api/events/${theirs.id}/qr.svg`, `/api/events/${randomUUID()}/qr.png`]) {
      const res = await me.client.get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
    expect(await view(other.client, theirs)).toMatchObject({ slugFixedBy: null });
  });
});
