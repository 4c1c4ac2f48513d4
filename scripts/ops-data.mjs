// Shared test data for the operations checks (make backup-check, make upgrade-check; see
// docs/architecture.md, 'Operations: backups, upgrades, metrics'): fills a realistic data set
// through a running API, as its users would, and reads back what each user sees.
//
//   import { fillRealisticData, readWhatUsersSee, compareSnapshots, startWebhookReceiver } from './ops-data.mjs';
//   const receiver = await startWebhookReceiver();           // WEBHOOK_ALLOW_HOSTS=127.0.0.1:<receiver.port> on the API
//   const dataset = await fillRealisticData(apiUrl, { webhookUrl: receiver.url });
//   const before = await readWhatUsersSee(apiUrl, dataset);  // … back up and restore, or upgrade …
//   const differences = compareSnapshots(before, await readWhatUsersSee(apiUrl, dataset));
//
// What the API needs: the dev outbox (no SMTP_URL, NODE_ENV not production: activation,
// invitation and double opt-in links are read from GET /api/dev/outbox, which answers loopback
// only); for the paid event Stripe's fake (scripts/fake-stripe.cjs, its webhooks sent to the API's
// /api/webhooks/stripe; without payments the paid parts are left out); for webhooks a receiver
// named in WEBHOOK_ALLOW_HOSTS. The rate limits per client address (README 'Security') are kept
// by giving every user and every visitor a loopback address of its own (127.1.0.x, 127.2.x.y) as
// the socket's source: no X-Forwarded-For, so TRUST_PROXY does not matter.
//
// The dataset (JSON) names every user with their password, loopback address and session cookies
// (a later version proves with them that sessions survive), every account, event and lead made.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { sleep } from './lib.mjs';

export const DATASET_VERSION = 1;

const PASSWORD_PREFIX = 'ops-data-';
const userAddress = (n) => `127.1.0.${1 + n}`;
const visitorAddress = (n) => `127.2.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;

// ------------------------------------------------------------------------------------------ HTTP

/**
 * A browser-like client: cookies (a tiny jar: name → value; path and expiry do not matter on one
 * origin for these minutes), the CSRF double-submit header, a loopback source address of its own.
 */
export class Client {
  constructor(baseUrl, { address = '127.0.0.1', cookies = {} } = {}) {
    this.base = new URL(baseUrl);
    this.address = address;
    this.cookies = new Map(Object.entries(cookies));
  }

  get xsrf() {
    return this.cookies.get('XSRF-TOKEN');
  }

  cookieObject() {
    return Object.fromEntries(this.cookies);
  }

  /** One request; answers {status, headers, body (Buffer), text, json}. Never throws for a status. */
  request(method, path, { json, body, headers = {}, timeoutMs = 30_000 } = {}) {
    const url = new URL(path, this.base);
    const lib = url.protocol === 'https:' ? https : http;
    const head = { ...headers };
    let payload = body;
    if (json !== undefined) {
      payload = Buffer.from(JSON.stringify(json));
      head['content-type'] = 'application/json';
    }
    if (payload !== undefined) head['content-length'] = Buffer.byteLength(payload);
    if (this.cookies.size) head.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && this.xsrf) head['x-xsrf-token'] = decodeURIComponent(this.xsrf);
    return new Promise((resolve, reject) => {
      const req = lib.request(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          headers: head,
          localAddress: this.address,
          family: 4,
          timeout: timeoutMs,
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            for (const c of [res.headers['set-cookie'] ?? []].flat()) {
              const [pair, ...attributes] = c.split(';');
              const i = pair.indexOf('=');
              const name = pair.slice(0, i).trim();
              const value = pair.slice(i + 1).trim();
              const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
              if (expired || value === '') this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const buffer = Buffer.concat(chunks);
            const text = buffer.toString('utf8');
            let parsed = null;
            if (/json/.test(res.headers['content-type'] ?? '')) {
              try {
                parsed = JSON.parse(text);
              } catch {}
            }
            resolve({ status: res.statusCode, headers: res.headers, body: buffer, text, json: parsed });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
      req.on('error', (err) => reject(new Error(`${method} ${url.pathname}: ${err.message}`)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** The request, which must answer `expected` (a status or a list); then its JSON (or the answer). */
  async expect(expected, method, path, options) {
    const res = await this.request(method, path, options);
    const ok = [expected].flat().includes(res.status);
    if (!ok) throw new Error(`${method} ${path} answered ${res.status} (expected ${[expected].flat().join(' or ')}): ${res.text.slice(0, 300)}`);
    return res;
  }

  get(path, expected = 200) {
    return this.expect(expected, 'GET', path).then((r) => r.json ?? r);
  }
  post(path, json, expected = [200, 201]) {
    return this.expect(expected, 'POST', path, { json }).then((r) => r.json ?? r);
  }
  patch(path, json, expected = 200) {
    return this.expect(expected, 'PATCH', path, { json }).then((r) => r.json ?? r);
  }
  put(path, json, expected = 200) {
    return this.expect(expected, 'PUT', path, { json }).then((r) => r.json ?? r);
  }

  /** Any GET of /api gives the script-readable XSRF-TOKEN cookie (also a 401). */
  async ensureXsrf() {
    if (!this.xsrf) await this.request('GET', '/api/auth/me');
    if (!this.xsrf) throw new Error('the API set no XSRF-TOKEN cookie');
  }

  /** multipart/form-data with one file field, as the SPA's upload sends it. */
  upload(path, field, fileName, contentType, bytes, method = 'PUT') {
    const boundary = `----ops-data-${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.expect(200, method, path, { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }).then((r) => r.json);
  }
}

// ------------------------------------------------------------------------------------------ helpers

async function until(what, test, { timeoutMs = 20_000, intervalMs = 150 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG (8-bit RGB): a two-colour diagonal, so every image of the set is told apart. */
export function makePng(width, height, [r1, g1, b1], [r2, g2, b2]) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const first = x * height < y * width;
      raw.set(first ? [r1, g1, b1] : [r2, g2, b2], row + 1 + x * 3);
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * A local webhook receiver for the data set's endpoints: 204 for every POST, except paths ending
 * in /fails, which answer 400 (a delivery that fails at once, without retries). Keeps what it got.
 */
export async function startWebhookReceiver({ port = 0, host = '127.0.0.1' } = {}) {
  const received = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url, id: req.headers['webhook-id'], body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(req.url.endsWith('/fails') ? 400 : 204).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}/fairleads`,
    host: `${host}:${address.port}`,
    port: address.port,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * What the API of a data set needs beside it: Stripe's fake (its pay page sends signed webhooks to
 * the API's /api/webhooks/stripe) and a webhook receiver. apiUrl: where the API will listen.
 * env: the settings to give the API (with a fresh DATABASE_URL, PORT, APP_URL, SESSION_SECRET,
 * and no REDIS_URL, SMTP_URL or NODE_ENV=production). Both stay up across API restarts.
 */
export async function startOpsServices({ apiUrl }) {
  const { default: fakeStripeModule } = await import('./fake-stripe.cjs');
  const webhookSecret = 'whsec_fake_fairleads_ops_data';
  const stripe = await fakeStripeModule.startFakeStripe({ port: 0, webhookUrl: `${apiUrl}/api/webhooks/stripe`, webhookSecret });
  const receiver = await startWebhookReceiver();
  return {
    stripe,
    receiver,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake_fairleads_ops_data',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_fairleads_ops_data',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      WEBHOOK_ALLOW_HOSTS: receiver.host,
    },
    async close() {
      await Promise.all([stripe.close().catch(() => {}), receiver.close().catch(() => {})]);
    },
  };
}

/** The environment of an API that fills and reads a data set: inline jobs, dev outbox, the services' settings. */
export function opsApiEnv({ databaseUrl, port, sessionSecret, services, base = process.env }) {
  const env = { ...base };
  for (const key of ['REDIS_URL', 'SMTP_URL', 'NODE_ENV', 'TRUST_PROXY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete env[key];
  return { ...env, ...services.env, DATABASE_URL: databaseUrl, PORT: String(port), APP_URL: `http://localhost:${port}`, SESSION_SECRET: sessionSecret };
}

// ------------------------------------------------------------------------------------------ filling

/** The dev outbox's mails to an address (newest first); it answers loopback callers only. */
async function mailsTo(outbox, address) {
  const mails = await outbox.get('/api/dev/outbox');
  return mails.filter((m) => String(m.to).toLowerCase().includes(address.toLowerCase()));
}

async function linkFromMail(outbox, address, pattern, what) {
  return until(`${what} for ${address} in the dev outbox`, async () => {
    for (const mail of await mailsTo(outbox, address)) {
      const match = pattern.exec(`${mail.text ?? ''}\n${mail.html ?? ''}`);
      if (match) return match[1];
    }
    return null;
  });
}

const BILLING = [
  { firstName: 'Olga', lastName: 'Schneider', companyName: 'Nordlicht Messebau GmbH', email: 'rechnung@nordlicht.example', street: 'Hafenstraße 12', city: 'Hamburg', postalCode: '20457', country: 'DE', vatId: 'DE123456789' },
  { firstName: 'Jonas', lastName: 'Huber', companyName: 'Alpenblick Events KG', email: 'buchhaltung@alpenblick.example', street: 'Mariahilfer Straße 5', city: 'Wien', postalCode: '1060', country: 'AT' },
  { firstName: 'Marie', lastName: 'Keller', companyName: 'Keller & Söhne', email: 'marie@keller.example', street: 'Bahnhofstrasse 1', city: 'Zürich', postalCode: '8001', country: 'CH' },
];
const FIRST_NAMES = ['Berta', 'Cem', 'Dana', 'Emil', 'Fatma', 'Gregor', 'Hanna', 'Ilias', 'Jule', 'Kai', 'Lena', 'Mats', 'Nora', 'Oskar', 'Paula', 'Quirin', 'Rosa', 'Sven', 'Tilda', 'Ümit'];
const LAST_NAMES = ['Becker', 'Çelik', 'Dietrich', 'Engel', 'Fischer', 'Groß', 'Hoffmann', 'Iwanowa', 'Jäger', 'König', 'Lorenz', 'Müller'];
const TAGS = ['Messe', 'Rückruf', 'Angebot', 'Partner', 'Presse'];
const RATINGS = ['hot', 'warm', 'cold'];

/** The three accounts of the set and what each gets (the paid event's leads scale with `size`; the free ones stay under the free cap). */
function plan(size) {
  const n = (base) => Math.max(1, Math.round(base * size));
  return [
    {
      key: 'nordlicht',
      name: 'Olga Schneider',
      member: { key: 'nordlicht-manager', name: 'Max Weber', role: 'manager' },
      invitePending: 'staff', // an invitation nobody accepted
      credits: 3, // three checkouts: two paid events, one credit left over
      avv: true,
      webhooks: true,
      apiKey: true,
      events: [
        // the free event takes at most 10 leads, erased ones included
        { name: 'Frühjahrsmesse Hamburg', slug: 'fruehjahrsmesse', leads: 8, pending: 1, erase: 1, images: ['logo', 'header'], fields: { customField1: 'Firma', customField2: 'Interesse', customField2Options: ['Kauf', 'Miete', 'Beratung'], introText: 'Hol dir unseren Katalog 2026!', primaryColor: '#1D4ED8' } },
        {
          name: 'Herbstmesse Hannover',
          slug: 'herbstmesse',
          paid: true,
          leads: n(8),
          pending: 2,
          erase: 1,
          stand: 1, // a member's capture on the lead desk
          device: true, // a paired stand device: a card's lead and its quick rating
          followUps: true,
          images: ['logo'],
          fields: { customField1: 'Firma', nameRequired: true, introTextEn: 'Get our 2026 catalogue!', welcomeEmailSubject: 'Dein Katalog von Nordlicht' },
        },
        { name: 'Hausmesse 2025', slug: 'hausmesse-2025', paid: true, leads: 2, pending: 0, erase: 0, archive: true, images: [], fields: {} },
      ],
    },
    {
      key: 'alpenblick',
      name: 'Jonas Huber',
      credits: 1, // spent on lifting the free event's lead cap
      upgradeFree: true,
      avv: true,
      resendDoi: true, // the organiser sends a pending lead's mail again
      // free until its upgrade, which comes after its leads: at most the free event's 10
      events: [{ name: 'Bau & Energie Wien', slug: 'bau-energie', leads: Math.min(n(6), 10), pending: 1, erase: 0, images: ['header'], fields: { customField1: 'Branche', customField1Options: ['Bau', 'Energie', 'Handel'], customField1Required: true, backgroundColor: '#F5F5F4' } }],
    },
    {
      key: 'keller',
      name: 'Marie Keller',
      credits: 0,
      events: [{ name: 'Pop-up Store Zürich', slug: 'popup-zuerich', leads: 4, pending: 0, erase: 0, doubleOptIn: false, images: [], fields: { privacyText: 'Ich bin einverstanden, dass Keller & Söhne mich kontaktiert.' } }],
    },
  ];
}

/**
 * Fills the data set through the API at baseUrl and answers what it made (JSON-serialisable).
 * options: size (1: 30 leads in 5 events of 3 accounts, 4 users; the paid event's leads scale with
 * it, the upgraded event's up to the free event's 10), webhookUrl (a receiver named in the API's WEBHOOK_ALLOW_HOSTS; without it no
 * webhook endpoints), payments (default: when GET /api/payments/config says enabled), log
 * (a function for progress lines).
 */
export async function fillRealisticData(baseUrl, options = {}) {
  const t0 = Date.now();
  const size = Number(options.size ?? 1);
  if (!(size > 0 && size <= 50)) throw new Error(`ops-data: size must be a number above 0 and at most 50, not ${options.size}`);
  const log = options.log ?? (() => {});
  const tag = options.tag ?? `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const outbox = new Client(baseUrl); // 127.0.0.1: the dev outbox answers this machine only
  const health = await outbox.request('GET', '/api/health');
  if (health.status !== 200) throw new Error(`ops-data: ${baseUrl}/api/health answered ${health.status}`);
  const probe = await outbox.request('GET', '/api/dev/outbox');
  if (probe.status !== 200) throw new Error(`ops-data: the dev outbox (GET /api/dev/outbox) answered ${probe.status}: the API must run without SMTP_URL and outside production`);
  let payments = options.payments; // undefined: asked of the API by the first owner (the config needs a session)
  const today = new Date().toISOString().slice(0, 10);

  const dataset = { version: DATASET_VERSION, tag, baseUrl, filledAt: new Date().toISOString(), day: today, size, users: [], accounts: [], counts: {}, durationMs: 0 };
  let users = 0;
  let visitors = 0;

  const newUser = (key, name, role) => {
    const n = users++;
    const email = `${key}-${tag}@ops-data.fairleads.test`;
    const user = { key, name, email, password: `${PASSWORD_PREFIX}${tag}-${n}`, address: userAddress(n), role, cookies: {}, id: null };
    dataset.users.push(user);
    return { user, client: new Client(baseUrl, { address: user.address }) };
  };

  const signIn = async (user, client) => {
    const login = await client.post('/api/auth/login', { email: user.email, password: user.password }, 200);
    user.id = login.user.id;
  };

  const keepSession = (user, client) => {
    user.cookies = client.cookieObject();
  };

  for (const spec of plan(size)) {
    const account = { key: spec.key, companySlug: `${spec.key}-${tag}`, owner: `${spec.key}-owner`, members: [], events: [], payments: [], webhookEndpoints: [], apiKeys: [], leads: { confirmed: 0, pending: 0, erased: 0, captured: 0 } };
    dataset.accounts.push(account);

    // register, activate with the link of the mail, sign in
    const { user: owner, client } = newUser(account.owner, spec.name, 'owner');
    await client.ensureXsrf();
    await client.post('/api/auth/register', { email: owner.email, name: owner.name, companySlug: account.companySlug, password: owner.password }, 201);
    const activation = await linkFromMail(outbox, owner.email, /\/verify-email\/([A-Za-z0-9_-]+)/, 'the activation link');
    await client.get(`/api/verify-email/${activation}`);
    await signIn(owner, client);
    const me = await client.get('/api/auth/me');
    account.id = me.accountId;
    log(`account ${account.companySlug}: owner ${owner.email} signed in`);

    if (payments === undefined) payments = (await client.get('/api/payments/config')).enabled === true;

    // credits through Stripe's checkout (the fake's pay page sends the signed webhooks)
    for (let i = 0; i < (payments ? spec.credits : 0); i += 1) {
      const billing = BILLING[dataset.accounts.length - 1];
      const { url } = await client.post('/api/create-b2b-checkout-session', { amount: 4900, billingData: billing }, 200);
      const paid = await new Client(url).expect(303, 'POST', new URL(url).pathname, { body: '' });
      const sessionId = new URL(paid.headers.location, url).searchParams.get('session_id') ?? /cs_test_[0-9a-f]+/.exec(paid.headers.location ?? '')?.[0];
      if (!sessionId) throw new Error(`ops-data: the fake Stripe's pay page redirected to ${paid.headers.location} without a session id`);
      const success = await client.post('/api/payments/process-success', { sessionId }, 200);
      account.payments.push({ sessionId, amountNetCents: 4900, country: billing.country, eventCredits: success.eventCredits });
    }

    // a second member, invited by the owner: registers from the invitation, activates, signs in
    if (spec.member) {
      const { user: member, client: memberClient } = newUser(spec.member.key, spec.member.name, spec.member.role);
      await client.post('/api/account/invitations', { email: member.email, role: spec.member.role }, 201);
      const invitation = await linkFromMail(outbox, member.email, /\/einladung\/([A-Za-z0-9_-]+)/, 'the invitation link');
      await memberClient.ensureXsrf();
      await memberClient.post('/api/auth/register', { email: member.email, name: member.name, password: member.password, invitationToken: invitation }, 201);
      const memberActivation = await linkFromMail(outbox, member.email, /\/verify-email\/([A-Za-z0-9_-]+)/, 'the member activation link');
      await memberClient.get(`/api/verify-email/${memberActivation}`);
      await signIn(member, memberClient);
      account.members.push(member.key);
      account.memberClient = memberClient;
      log(`account ${account.companySlug}: ${spec.member.role} ${member.email} joined`);
    }
    if (spec.invitePending) {
      const email = `${spec.key}-invited-${tag}@ops-data.fairleads.test`;
      await client.post('/api/account/invitations', { email, role: spec.invitePending }, 201);
      account.openInvitation = email;
    }
    if (spec.avv) {
      const avv = await client.get('/api/avv-acceptance');
      await client.post('/api/avv-acceptance', { accepted: true, document_version: avv.document_version }, [200, 201]);
    }

    // webhook endpoints before the leads, so their facts are delivered
    if (spec.webhooks && options.webhookUrl) {
      const all = await client.post('/api/webhook-endpoints', { url: options.webhookUrl, description: 'CRM (alle Fakten)', facts: ['lead.captured', 'lead.confirmed', 'lead.qualified', 'lead.erased'], eventIds: null }, 201);
      account.webhookEndpoints.push({ id: all.id, secret: all.secret, url: all.url });
    }

    const eventsMade = [];
    for (const [index, spec2] of spec.events.entries()) {
      if (spec2.paid && !payments) continue;
      const created = await client.post(
        '/api/events',
        { name: spec2.name, slug: spec2.slug, startDate: today, endDate: '2099-12-31', downloadUrl: `https://downloads.example.com/${spec2.slug}.pdf`, doubleOptIn: spec2.doubleOptIn ?? true, ...spec2.fields },
        201,
      );
      let event = created.event;
      for (const [k, kind] of (spec2.images ?? []).entries()) {
        const png = kind === 'logo' ? makePng(240, 120, [29, 78, 216], [250, 250, 250]) : makePng(960, 320, [231, 110, 51 + 40 * index], [20 + 30 * k, 20, 40]);
        event = await client.upload(`/api/events/${event.id}/images/${kind}`, 'file', `${kind}.png`, 'image/png', png);
      }
      const record = { id: event.id, slug: event.slug, name: event.name, paid: !event.isFirstEvent, doubleOptIn: event.doubleOptIn, images: spec2.images ?? [], leads: [] };
      account.events.push(record);
      eventsMade.push({ record, spec: spec2, event });
    }

    if (spec.webhooks && options.webhookUrl && eventsMade.length) {
      // one endpoint for one chosen event and one fact, whose receiver refuses (a failed delivery)
      const failing = await client.post('/api/webhook-endpoints', { url: `${options.webhookUrl}/fails`, description: 'Altes CRM', facts: ['lead.captured'], eventIds: [eventsMade[0].record.id] }, 201);
      account.webhookEndpoints.push({ id: failing.id, secret: failing.secret, url: failing.url });
    }

    // visitors: the public form, its token aged past the minimum fill time, each from its own address
    for (const { record, spec: e } of eventsMade) {
      const form = await new Client(baseUrl).get(`/api/form/${account.companySlug}/${record.slug}`);
      await sleep(1_600);
      const total = e.leads;
      const submitted = [];
      for (let i = 0; i < total; i += 1) {
        const v = visitors++;
        const visitor = new Client(baseUrl, { address: visitorAddress(v) });
        await visitor.ensureXsrf();
        const first = FIRST_NAMES[v % FIRST_NAMES.length];
        const last = LAST_NAMES[(v * 7) % LAST_NAMES.length];
        const email = `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}-${tag}-${v}@visitor.example`;
        const body = { email, name: `${first} ${last}`, consent: true, formToken: form.formToken };
        if (form.customField1) body.customField1 = form.customField1Options?.length ? form.customField1Options[v % form.customField1Options.length] : `${last} GmbH`;
        if (form.customField2) body.customField2 = form.customField2Options?.length ? form.customField2Options[v % form.customField2Options.length] : 'Katalog';
        const answer = await visitor.post(`/api/form/${account.companySlug}/${record.slug}/submit`, body, 201);
        submitted.push({ email, visitor, requiresConfirmation: answer.requiresConfirmation });
      }
      // double opt-in: all but `pending` of them click the link in their mail
      const toConfirm = submitted.filter((s) => s.requiresConfirmation).slice(0, Math.max(0, submitted.length - (e.pending ?? 0)));
      for (const s of toConfirm) {
        const token = await linkFromMail(outbox, s.email, /\/confirm\/([A-Za-z0-9_-]+)/, 'the double opt-in link');
        await s.visitor.post(`/api/confirm/${token}`, undefined, [200, 201]);
      }
      // a visitor's answer names no lead (only a stand device's does): the organiser's list does
      const listed = new Map((await client.get(`/api/leads?eventId=${record.id}`)).map((l) => [l.email, l.id]));
      for (const s of submitted) {
        if (!listed.has(s.email)) throw new Error(`ops-data: the lead of ${s.email} is not in the lead desk's list of ${record.slug}`);
        record.leads.push({ id: listed.get(s.email), email: s.email, confirmed: !s.requiresConfirmation || toConfirm.includes(s), erased: false });
      }
      log(`event ${record.slug}: ${submitted.length} leads, ${toConfirm.length} confirmed by the link`);
    }

    // the team at work: ratings, tags and notes (lead.qualified, LeadNoted), a stand capture, an export, an erasure
    let q = 0;
    for (const { record, spec: e } of eventsMade) {
      for (const lead of record.leads) {
        const k = q++;
        if (k % 4 === 3) continue; // some stay untouched
        const by = account.memberClient && k % 3 === 0 ? account.memberClient : client;
        await by.patch(`/api/leads/${lead.id}`, { rating: RATINGS[k % 3], tags: [TAGS[k % TAGS.length], ...(k % 2 ? [TAGS[(k + 2) % TAGS.length]] : [])] });
        if (k % 2 === 0) await by.patch(`/api/leads/${lead.id}`, { note: `Gespräch am Stand (${k + 1}): möchte ein Angebot bis Monatsende. Grüße an Frau ${LAST_NAMES[k % LAST_NAMES.length]}.` });
      }
      for (let i = 0; i < (e.stand ?? 0); i += 1) {
        const v = visitors++;
        const email = `stand-${tag}-${v}@visitor.example`;
        const capture = await (account.memberClient ?? client).post(`/api/events/${record.id}/leads`, { email, name: `${FIRST_NAMES[v % FIRST_NAMES.length]} Standbesuch`, consent: true, source: 'badge' }, [200, 201]);
        record.leads.push({ id: capture.leadId, email, confirmed: false, erased: false, source: 'badge' });
      }
      if (e.device) {
        // a tablet paired for the stand: its token (kept in the data set) submits a card's lead and rates it
        const paired = await client.post(`/api/events/${record.id}/stand-devices`, { name: 'Tablet Halle 4', pin: '4711' }, 201);
        record.standDevice = { id: paired.device.id, token: paired.token };
        const device = new Client(baseUrl, { address: visitorAddress(visitors++) });
        const session = await device.expect(200, 'GET', `/api/stand/${account.companySlug}/${record.slug}`, { headers: { 'x-stand-token': paired.token } });
        const form = await device.get(`/api/form/${account.companySlug}/${record.slug}`);
        await sleep(1_600);
        await device.ensureXsrf();
        const email = `karte-${tag}@visitor.example`;
        const answer = await device.expect(201, 'POST', `/api/form/${account.companySlug}/${record.slug}/submit`, {
          json: { email, name: 'Karla Kartenleserin', consent: true, formToken: form.formToken, source: 'card', submissionId: randomUUID(), customField1: 'Druckerei Karla' },
          headers: { 'x-stand-token': paired.token },
        });
        await device.expect([200, 204], 'PATCH', `/api/stand/${account.companySlug}/${record.slug}/leads/${answer.json.leadId}`, { json: { rating: 'hot', note: 'Will ein Angebot für 200 Stück.' }, headers: { 'x-stand-token': paired.token } });
        record.leads.push({ id: answer.json.leadId, email, confirmed: false, erased: false, source: 'card' });
        record.standDevice.name = session.json.device.name;
      }
      if (e.followUps) {
        // 30 days after the confirmation: nothing goes out while the checks run
        await client.put(`/api/events/${record.id}/follow-ups`, [
          { delayDays: 30, subject: 'Noch Fragen zu {{downloadUrl}}?', body: 'Hallo {{name}},\n\nwie gefällt dir unser Katalog? Buch dir gern einen Termin: {{bookingUrl}}', bookingUrl: 'https://termine.example.com/nordlicht', sendWindow: { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00', timeZone: 'Europe/Berlin' } },
          { delayDays: 60, subject: 'Unser Angebot zur Herbstmesse', body: 'Hallo {{name}},\n\nhier ist unser Messeangebot.', bookingUrl: null, sendWindow: null },
        ]);
      }
    }
    // exports: the event's CSV (an audit entry), the lead desk's (a LeadExported fact of each lead, and an audit entry)
    for (const { record } of eventsMade) await client.expect(200, 'GET', `/api/events/${record.id}/leads.csv`);
    if (eventsMade.length) await client.expect(200, 'GET', `/api/leads/export?eventId=${eventsMade[0].record.id}&format=crm`);
    if (account.memberClient) await account.memberClient.expect(200, 'GET', '/api/leads/export?format=excel');
    for (const { record, spec: e } of eventsMade) {
      for (const lead of record.leads.filter((l) => l.confirmed).slice(0, e.erase ?? 0)) {
        await client.post(`/api/leads/${lead.id}/erase`, { reason: 'test-entry' }, 200);
        lead.erased = true;
      }
    }
    if (spec.resendDoi) {
      const pending = eventsMade.flatMap((m) => m.record.leads).find((l) => !l.confirmed && !l.erased && !l.source);
      if (pending) {
        await client.post(`/api/leads/${pending.id}/resend-doi`, undefined, [200, 201]);
        pending.doiResent = true;
      }
    }
    for (const { record, spec: e } of eventsMade) {
      if (!e.archive) continue;
      await client.post(`/api/events/${record.id}/archive`, undefined, [200, 201]);
      record.archived = true;
    }
    if (spec.upgradeFree && payments) {
      const free = eventsMade.find((m) => !m.record.paid);
      if (free) {
        await client.post(`/api/events/${free.record.id}/upgrade`, undefined, 200);
        free.record.upgraded = true;
      }
    }
    if (spec.apiKey) {
      const key = await client.post('/api/account/api-keys', { name: 'CRM-Import', scopes: ['events:read', 'leads:read'] }, 201);
      account.apiKeys.push({ id: key.id, key: key.key, prefix: key.prefix });
    }
    await client.put('/api/email-settings', { leadNotificationsEnabled: spec.key !== 'keller', weeklyReportsEnabled: spec.key === 'nordlicht' }, 200);

    for (const ev of account.events) {
      for (const lead of ev.leads) {
        if (lead.erased) account.leads.erased += 1;
        else if (lead.confirmed) account.leads.confirmed += 1;
        else account.leads.pending += 1;
        account.leads.captured += 1;
      }
    }
    keepSession(owner, client);
    if (account.memberClient) keepSession(dataset.users.find((u) => u.key === spec.member.key), account.memberClient);
    delete account.memberClient;
  }

  // the set is complete when every webhook delivery has its final state (they run after the answers)
  for (const account of dataset.accounts) {
    const owner = dataset.users.find((u) => u.key === account.owner);
    const client = new Client(baseUrl, { address: owner.address, cookies: owner.cookies });
    for (const endpoint of account.webhookEndpoints) {
      endpoint.deliveries = await until(`the webhook deliveries of ${endpoint.url}`, async () => {
        const list = await client.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`);
        return list.length > 0 && list.every((d) => d.status === 'succeeded' || d.status === 'failed') ? list.length : null;
      });
    }
  }

  const leads = dataset.accounts.flatMap((a) => a.events.flatMap((e) => e.leads));
  dataset.counts = {
    accounts: dataset.accounts.length,
    users: dataset.users.length,
    events: dataset.accounts.reduce((n, a) => n + a.events.length, 0),
    leads: leads.length,
    confirmed: leads.filter((l) => l.confirmed && !l.erased).length,
    erased: leads.filter((l) => l.erased).length,
    payments: dataset.accounts.reduce((n, a) => n + a.payments.length, 0),
    webhookEndpoints: dataset.accounts.reduce((n, a) => n + a.webhookEndpoints.length, 0),
    webhookDeliveries: dataset.accounts.reduce((n, a) => n + a.webhookEndpoints.reduce((m, w) => m + (w.deliveries ?? 0), 0), 0),
    images: dataset.accounts.reduce((n, a) => n + a.events.reduce((m, e) => m + e.images.length, 0), 0),
  };
  dataset.durationMs = Date.now() - t0;
  return dataset;
}

// ------------------------------------------------------------------------------------------ reading

/**
 * What each user of the data set sees through the API with their stored session cookie (read
 * only: nothing here writes a fact, an audit entry or a setting). Left out as volatile:
 * - sessions' lastSeenAt (rewritten by use, to within 5 minutes);
 * - API keys' and stand devices' lastUsedAt (this read uses the key and the device's token);
 * - a form config's formToken (made per request, with its time) and the XSRF cookie.
 * The API's own origin in any string (formUrl, image addresses) reads `<APP_URL>`, so a restore
 * behind another address compares equal (options.appUrl, default baseUrl).
 */
export async function readWhatUsersSee(baseUrl, dataset, options = {}) {
  const appOrigin = new URL(options.appUrl ?? baseUrl).origin;
  const normalise = (value) => {
    if (typeof value === 'string') return value.split(appOrigin).join('<APP_URL>');
    if (Array.isArray(value)) return value.map(normalise);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
    return value;
  };
  const from = new Date(Date.parse(dataset.day) - 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(dataset.day) + 86_400_000).toISOString().slice(0, 10);
  const snapshot = { version: DATASET_VERSION, tag: dataset.tag, users: {}, public: {} };

  for (const user of dataset.users) {
    const client = new Client(baseUrl, { address: user.address, cookies: user.cookies });
    const me = await client.request('GET', '/api/auth/me');
    const seen = { me: me.status === 200 ? me.json : { status: me.status } };
    snapshot.users[user.key] = seen;
    if (me.status !== 200) continue; // the session did not survive: the difference says so
    seen.account = await client.get('/api/account');
    seen.members = await client.get('/api/account/members');
    seen.sessions = (await client.get('/api/account/sessions')).map(({ lastSeenAt: _, ...s }) => s);
    seen.events = await client.get('/api/events');
    seen.archivedEvents = await client.get('/api/events-archived');
    seen.leads = await client.get('/api/leads');
    if (user.role === 'owner' || user.role === 'manager') {
      seen.invitations = await client.get('/api/account/invitations');
      seen.audit = await client.get('/api/account/audit');
      seen.billingData = await client.get('/api/billing-data');
      seen.emailSettings = await client.get('/api/email-settings');
      seen.avv = await client.get('/api/avv-acceptance');
      seen.apiKeys = (await client.get('/api/account/api-keys')).map(({ lastUsedAt: _, ...k }) => k);
      seen.webhookEndpoints = [];
      for (const endpoint of await client.get('/api/webhook-endpoints')) {
        seen.webhookEndpoints.push({ ...endpoint, deliveries: await client.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`) });
      }
    }
    if (user.role !== 'owner') continue; // a member sees the same account: its lists above are enough
    seen.eventDetails = {};
    for (const event of [...seen.events, ...seen.archivedEvents]) {
      const detail = { event: await client.get(`/api/events/${event.id}`) };
      detail.leads = await client.get(`/api/leads?eventId=${event.id}`);
      detail.summary = await client.get(`/api/leads/summary?eventId=${event.id}`);
      detail.funnel = await client.get(`/api/events/${event.id}/funnel?from=${from}&to=${to}`);
      detail.followUps = await client.get(`/api/events/${event.id}/follow-ups`);
      detail.followUpStatus = await client.get(`/api/events/${event.id}/follow-ups/status`);
      detail.standDevices = (await client.get(`/api/events/${event.id}/stand-devices`)).map(({ lastUsedAt: _, ...d }) => d);
      detail.images = {};
      for (const field of ['uploadedLogoUrl', 'uploadedHeaderImageUrl']) {
        const url = detail.event[field];
        if (!url) continue;
        const image = await client.request('GET', new URL(url).pathname);
        detail.images[field] = { status: image.status, type: image.headers['content-type'], bytes: image.body.length, sha256: sha256(image.body) };
      }
      seen.eventDetails[event.slug] = detail;
    }
    seen.leadDetails = {};
    const leadIds = new Set([...seen.leads, ...Object.values(seen.eventDetails).flatMap((d) => d.leads)].map((l) => l.id));
    for (const id of [...leadIds].sort()) seen.leadDetails[id] = await client.get(`/api/leads/${id}`);
    const account = dataset.accounts.find((a) => a.owner === user.key);
    for (const event of account?.events ?? []) {
      if (!event.standDevice) continue;
      // the paired device's token still opens its stand page
      const res = await new Client(baseUrl).request('GET', `/api/stand/${account.companySlug}/${event.slug}`, { headers: { 'x-stand-token': event.standDevice.token } });
      seen[`standDevice:${event.slug}`] = { status: res.status, session: res.json };
    }
    for (const key of account?.apiKeys ?? []) {
      const keyClient = new Client(baseUrl, { address: user.address });
      const res = await keyClient.request('GET', '/api/v1/leads?limit=200', { headers: { authorization: `Bearer ${key.key}` } });
      seen[`publicApi:${key.prefix}`] = { status: res.status, leads: res.json };
    }
  }

  // what a visitor sees: each event's public form (its token is made per request: left out)
  for (const account of dataset.accounts) {
    for (const event of account.events) {
      const res = await new Client(baseUrl).request('GET', `/api/form/${account.companySlug}/${event.slug}`);
      const { formToken: _, ...form } = res.json ?? {};
      snapshot.public[`${account.companySlug}/${event.slug}`] = { status: res.status, form };
    }
  }
  return normalise(snapshot);
}

// ------------------------------------------------------------------------------------------ comparing

/**
 * Every difference between two snapshots: [{path, before, after}], empty when they are equal.
 * With `added` (an array), a field that only `after` has (a newer version answers more, e.g. the
 * user's locale in /api/auth/me) is listed there instead: nothing the user saw changed.
 */
export function compareSnapshots(before, after, { added } = {}) {
  const differences = [];
  const walk = (a, b, path) => {
    if (Object.is(a, b)) return;
    const kind = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
    if (kind(a) !== kind(b) || (kind(a) !== 'object' && kind(a) !== 'array')) {
      differences.push({ path: path || '(root)', before: a, after: b });
      return;
    }
    if (kind(a) === 'array') {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
        if (i >= a.length) differences.push({ path: `${path}[${i}]`, before: undefined, after: b[i] });
        else if (i >= b.length) differences.push({ path: `${path}[${i}]`, before: a[i], after: undefined });
        else walk(a[i], b[i], `${path}[${i}]`);
      }
      return;
    }
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const sub = path ? `${path}.${key}` : key;
      if (!(key in b)) differences.push({ path: sub, before: a[key], after: undefined });
      else if (!(key in a)) (added ?? differences).push({ path: sub, before: undefined, after: b[key] });
      else walk(a[key], b[key], sub);
    }
  };
  walk(before, after, '');
  return differences;
}

/** Figures of a snapshot for a report: how many of each thing the users were shown. */
export function countSnapshot(snapshot) {
  const counts = { usersSignedIn: 0, events: 0, leads: 0, leadFacts: 0, images: 0, webhookEndpoints: 0, webhookDeliveries: 0, auditEntries: 0, sessions: 0, eventCredits: 0 };
  for (const seen of Object.values(snapshot.users)) {
    if (!seen.me?.id) continue;
    counts.usersSignedIn += 1;
    counts.sessions += seen.sessions?.length ?? 0;
    if (!seen.eventDetails) continue;
    counts.eventCredits += seen.me.eventCredits ?? 0;
    counts.events += Object.keys(seen.eventDetails).length;
    counts.leads += seen.leads.length;
    counts.leadFacts += Object.values(seen.leadDetails).reduce((n, d) => n + (d.timeline?.length ?? 0), 0);
    counts.images += Object.values(seen.eventDetails).reduce((n, d) => n + Object.keys(d.images).length, 0);
    counts.webhookEndpoints += seen.webhookEndpoints?.length ?? 0;
    counts.webhookDeliveries += (seen.webhookEndpoints ?? []).reduce((n, w) => n + w.deliveries.length, 0);
    counts.auditEntries += seen.audit?.length ?? 0;
  }
  return counts;
}
