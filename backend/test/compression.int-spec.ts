import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson } from './support/events';
import { cookieHeader, listenOnAllInterfaces } from './support/raw-http';
import { apiWithSmtpSink, TestClient } from './support/test-app';

/**
 * A built SPA as the frontend build leaves it: a hashed script with the .br and .gz copies
 * vite-plugin-compression2 writes next to it, a small script below the threshold, and an
 * index.html large enough to be worth compressing.
 */
function buildSpa(): { dir: string; script: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fairleads-spa-'));
  mkdirSync(join(dir, 'assets'));
  const script = Buffer.from(
    Array.from({ length: 200 }, (_, i) => `export const message${i} = 'Willkommen am Messestand ${i}';`).join('\n'),
  );
  writeFileSync(join(dir, 'assets', 'shared-C0ffee12.js'), script);
  writeFileSync(join(dir, 'assets', 'shared-C0ffee12.js.br'), brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(dir, 'assets', 'shared-C0ffee12.js.gz'), gzipSync(script, { level: 9 }));
  writeFileSync(join(dir, 'assets', 'tiny-Ab12Cd34.js'), 'export const tiny = 1;\n');
  const page = Buffer.from(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>FairLeads</title>` +
      `<script type="module" src="/assets/shared-C0ffee12.js"></script></head><body><div id="root"></div>` +
      `${'<p>Leads am Messestand erfassen, bestätigen und exportieren.</p>'.repeat(30)}</body></html>`,
  );
  writeFileSync(join(dir, 'index.html'), page);
  return { dir, script };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as they came over the wire (supertest would unzip them). */
function fetchRaw(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const vary = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

describe('compression and caching of everything the server sends (issue 13)', () => {
  const spa = buildSpa();
  const suite = apiWithSmtpSink({ spaDir: spa.dir });
  let port: number;

  beforeAll(async () => {
    port = await listenOnAllInterfaces(suite.t.app.getHttpServer());
  });
  afterAll(() => rmSync(spa.dir, { recursive: true, force: true }));

  describe('static files precompressed by the build', () => {
    const script = '/assets/shared-C0ffee12.js';

    it('sends the .br copy as it was built to a client that accepts brotli', async () => {
      const answer = await fetchRaw(port, script, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(vary(answer)).toContain('accept-encoding');
      expect(answer.body.equals(readFileSync(join(spa.dir, 'assets', 'shared-C0ffee12.js.br')))).toBe(true);
      expect(brotliDecompressSync(answer.body).equals(spa.script)).toBe(true);
    });

    it('sends the .gz copy to a client that accepts only gzip', async () => {
      const answer = await fetchRaw(port, script, { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.equals(readFileSync(join(spa.dir, 'assets', 'shared-C0ffee12.js.gz')))).toBe(true);
      expect(gunzipSync(answer.body).equals(spa.script)).toBe(true);
    });

    it('sends the original to a client that accepts no compression', async () => {
      for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
        const answer = await fetchRaw(port, script, headers);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(vary(answer)).toContain('accept-encoding');
        expect(answer.body.equals(spa.script)).toBe(true);
      }
    });

    it('keeps hashed assets immutable for a year and sets no cookie on them', async () => {
      for (const path of [script, '/assets/tiny-Ab12Cd34.js']) {
        for (const encoding of ['br', 'gzip', 'identity']) {
          const answer = await fetchRaw(port, path, { 'Accept-Encoding': encoding });
          expect({ path, encoding, status: answer.status, cacheControl: answer.headers['cache-control'], setCookie: answer.headers['set-cookie'] }).toEqual({
            path,
            encoding,
            status: 200,
            cacheControl: 'public, max-age=31536000, immutable',
            setCookie: undefined,
          });
        }
      }
    });

    it('leaves a file below 1 KB uncompressed', async () => {
      const answer = await fetchRaw(port, '/assets/tiny-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe('export const tiny = 1;\n');
    });

    it('answers HEAD with the headers of the compressed file and no body', async () => {
      const answer = await fetchRaw(port, script, { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(Number(answer.headers['content-length'])).toBe(readFileSync(join(spa.dir, 'assets', 'shared-C0ffee12.js.br')).length);
      expect(answer.body.length).toBe(0);
    });

    it('answers a revalidation with 304 and no body', async () => {
      const first = await fetchRaw(port, script, { 'Accept-Encoding': 'br' });
      const again = await fetchRaw(port, script, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });
  });

  describe('answers computed per request', () => {
    let organiser: TestClient;
    let account: NewAccount;
    let event: EventJson;

    beforeAll(async () => {
      organiser = suite.t.client();
      account = await registerAndVerify(organiser, suite.sink);
      await organiser.post('/api/auth/login', account).expect(200);
      event = await createEvent(organiser, { name: 'Kompressionsmesse' });
    });

    it('compresses a page with brotli, else gzip, and sets no cookie on public pages', async () => {
      // the landing page, rendered on the server into the built index.html
      const plain = await fetchRaw(port, '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('<script type="module" src="/assets/shared-C0ffee12.js"></script>');
      expect(plain.body.toString()).toContain('id="pricing"');
      const br = await fetchRaw(port, '/', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(vary(br)).toContain('accept-encoding');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gzip = await fetchRaw(port, '/', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      for (const path of ['/', '/blog', '/impressum', '/datenschutz', `/form/${account.companySlug}/${event.slug}`]) {
        const answer = await fetchRaw(port, path, { 'Accept-Encoding': 'br' });
        expect({ path, status: answer.status, setCookie: answer.headers['set-cookie'] }).toEqual({ path, status: 200, setCookie: undefined });
      }
    });

    it('answers a revalidated page with 304 and a HEAD without a body', async () => {
      const first = await fetchRaw(port, '/', { 'Accept-Encoding': 'br' });
      const again = await fetchRaw(port, '/', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const head = await fetchRaw(port, '/', { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    });

    it('compresses API JSON of 1 KB or more, and leaves smaller answers alone', async () => {
      const plain = await fetchRaw(port, '/api/blog');
      expect(plain.body.length).toBeGreaterThanOrEqual(1024);
      const br = await fetchRaw(port, '/api/blog', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(vary(br)).toContain('accept-encoding');
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      const gzip = await fetchRaw(port, '/api/blog', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));

      const small = await fetchRaw(port, '/api/health', { 'Accept-Encoding': 'br' });
      expect(small.status).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(vary(small)).toContain('accept-encoding');
    });

    it('streams the CSV export compressed, byte for byte the same file', async () => {
      const leads = 3_000; // about 200 KB of CSV: several flushed pieces
      await suite.t.dataSource.query(
        `INSERT INTO lead_personal_data (lead_id, owner_event_id, email, name)
         SELECT md5($1 || g)::uuid, $1::uuid, 'besucher' || g || '@example.com', 'Besucherin Nummer ' || g FROM generate_series(1, $2::int) g`,
        [event.id, leads],
      );
      await suite.t.dataSource.query(
        `INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, data, metadata, occurred_at)
         SELECT gen_random_uuid(), md5($1 || g)::uuid, 1, $1::uuid, 'LeadCaptured',
                jsonb_build_object('eventId', $1, 'formVersion', 1, 'doubleOptIn', false, 'consentText', 'x', 'consentTextHash', 'x',
                                   'ipHash', null, 'userAgent', null, 'confirmationTokenHash', null, 'tokenNonce', null),
                '{"actor": "visitor"}', timestamptz '2026-03-01 10:00:00+01' + make_interval(secs => g)
           FROM generate_series(1, $2::int) g`,
        [event.id, leads],
      );
      const { LeadStore } = await import('../src/modules/lead-log/repositories/lead-store.repository');
      await suite.t.app.get(LeadStore).rebuildReadModel();

      const path = `/api/events/${event.id}/leads.csv`;
      const signedIn = { Cookie: cookieHeader(organiser), 'X-Forwarded-For': organiser.ip };
      const plain = await fetchRaw(port, path, signedIn);
      expect(plain.status).toBe(200);
      expect(plain.body.toString('utf8').trim().split('\n')).toHaveLength(leads + 1);
      const br = await fetchRaw(port, path, { ...signedIn, 'Accept-Encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-store');
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gzip = await fetchRaw(port, path, { ...signedIn, 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    });
  });
});
