// The public API's and the CRM sync's figures (run.mjs phases `api` and `crm`).
//
//   api  GET /api/v1/leads?limit=100 with an API key, for an account with BENCH_API_LEADS (100,000)
//        leads: the first page and pages deeper in (followed by their Link rel="next"), 1,000
//        requests of one client one after another (its latency) and 1,500 of 10 at once (for
//        information).
//   crm  API and worker on Redis (Bull), a HubSpot connection pointed at the project's own fake
//        (HUBSPOT_API_URL): BENCH_CRM_LEADS (100) visitors confirm one after another, spaced
//        200 ms apart; the time from the confirmation's answer to the contact upsert arriving at
//        the fake, p50/p99.
//
// run.mjs hands in what it owns (the stack, the organiser helper, autocannon) as `h`.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const KEYS = 20;

/** The per-key limit is 300 a minute: the bench rotates the account's keys (at most 20) so that the latency, not the limit, is measured. */
async function makeKeys(client, n, scopes) {
  const keys = [];
  for (let i = 0; i < n; i++) {
    const r = await client.expect('POST', '/api/account/api-keys', { name: `Bench ${i + 1}`, scopes }, 201);
    keys.push(r.json.key);
  }
  return keys;
}

export async function benchPublicApi(ctx, h) {
  const leads = Math.floor(h.num('BENCH_API_LEADS', 100_000));
  const org = await h.organiser(ctx, 'api');
  const event = await org.createEvent('api');
  h.say(`api: seeding ${h.fmt(leads)} leads …`);
  const seed = await h.seedLeads(ctx.db, event.id, leads);
  const keys = await makeKeys(org.client, KEYS, ['leads:read']);
  const bearer = (i) => `Bearer ${keys[i % keys.length]}`;

  const get = async (url, i = 0) => {
    const res = await fetch(ctx.base + url, { headers: { authorization: bearer(i) }, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text };
  };
  const first = await get('/api/v1/leads?limit=100');
  const firstJson = JSON.parse(first.text);
  if (first.status !== 200 || firstJson.length !== 100) throw new Error(`GET /api/v1/leads?limit=100: ${first.status} ${first.text.slice(0, 200)}`);
  // pages deeper in, each reached by following Link rel="next"
  const deep = [];
  let link = first.headers.get('link');
  for (let page = 2; page <= 50 && link; page++) {
    const next = link.match(/<([^>]+)>;\s*rel="next"/)?.[1];
    if (!next) break;
    const url = next.startsWith('http') ? new URL(next).pathname + new URL(next).search : next;
    const r = await get(url, page);
    if (r.status !== 200) throw new Error(`${url}: ${r.status} ${r.text.slice(0, 200)}`);
    if (page % 10 === 0) deep.push(url);
    link = r.headers.get('link');
  }

  // a fixed number of requests per run, so that the whole section stays under the keys' limits
  // (20 keys × 300 a minute): 2 × (100 + 1,000 + 1,500) = 5,200 requests, 260 per key
  let counter = 0;
  const load = (paths, amount, connections) => ({
    url: ctx.base,
    connections,
    pipelining: 1,
    amount,
    headers: { 'user-agent': 'fairleads-bench' },
    requests: [
      {
        method: 'GET',
        path: paths[0],
        setupRequest: (req) => {
          counter += 1;
          return { ...req, path: paths[counter % paths.length], headers: { ...req.headers, authorization: bearer(counter) } };
        },
      },
    ],
  });
  const measure = async (label, paths) => {
    const results = {};
    for (const [connections, amount] of [
      [1, 1_000],
      [10, 1_500],
    ]) {
      h.say(`api: ${label}, ${connections} connection(s): 100 requests to warm up, then ${h.fmt(amount)} …`);
      await h.cannon(load(paths, 100, connections));
      results[connections] = h.summarise(await h.cannon(load(paths, amount, connections)));
    }
    return results;
  };
  const firstPage = await measure('first page of 100', ['/api/v1/leads?limit=100']);
  const deeper = deep.length ? await measure(`pages 10–50 of 100 (${deep.length} pages)`, deep) : null;
  const refused = (r) => r.non2xx + r.errors + r.timeouts;
  const runs = [firstPage[1], firstPage[10], ...(deeper ? [deeper[1], deeper[10]] : [])];
  const failed = runs.reduce((sum, r) => sum + refused(r), 0);
  const one = firstPage[1];
  return {
    figures: [
      {
        id: 'api-leads-p99',
        figure: `Public API GET /api/v1/leads?limit=100 at ${h.fmt(leads)} leads (1 client)`,
        target: '(report)',
        measured: `p99 ${h.fmt(one.latencyMs.p99)} ms, p50 ${h.fmt(one.latencyMs.p50)} ms, ${h.fmt(one.requestsPerSecMean)} req/s${deeper ? `; pages 10–50: p99 ${h.fmt(deeper[1].latencyMs.p99)} ms` : ''}; 10 clients p99 ${h.fmt(firstPage[10].latencyMs.p99)} ms; non-2xx ${failed}`,
        met: failed === 0 ? null : false,
      },
    ],
    details: { seed, keys: keys.length, firstPageBytes: Buffer.byteLength(first.text), firstPage, deeper, deepPages: deep },
  };
}

/** The project's CRM fakes (backend/test/support/crm-fakes.ts), compiled for this process by TypeScript. */
async function loadCrmFakes(root) {
  const source = path.join(root, 'backend', 'test', 'support', 'crm-fakes.ts');
  const ts = createRequire(path.join(root, 'backend', 'package.json'))('typescript');
  const out = ts.transpileModule(await fs.readFile(source, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fairleads-crm-fake-')), 'crm-fakes.mjs');
  await fs.writeFile(file, out.outputText);
  return import(pathToFileURL(file).href);
}

export async function benchCrm(ctx, h) {
  const count = Math.floor(h.num('BENCH_CRM_LEADS', 100));
  const { startHubSpotFake } = await loadCrmFakes(h.root);
  const fake = await startHubSpotFake();
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const direct = new URL(redisUrl);
  direct.pathname = `/${h.redisDb}`;
  const env = { REDIS_URL: direct.toString(), HUBSPOT_API_URL: fake.url };
  let worker = null;
  try {
    await h.forgetBullJobs(direct.toString());
    await h.startApi(ctx, env);
    worker = h.startChild('worker', process.execPath, [path.join(h.backendDist, 'worker.js')], { env: { ...ctx.env, ...env }, capture: true });
    const org = await h.organiser(ctx, 'crm');
    const event = await org.createEvent('crm');
    await org.client.expect('PUT', '/api/account/integrations/hubspot', { token: [...fake.tokens][0] }, 200);

    h.say(`crm: ${count} visitors submit, then confirm 200 ms apart …`);
    const form = await org.client.expect('GET', `/api/form/${org.companySlug}/${event.slug}`, undefined, 200);
    await h.sleep(1_700); // the minimum fill time of the form token
    const emails = [];
    for (let i = 0; i < count; i++) {
      const email = `crm-${i}-${Date.now().toString(36)}@bench.example`;
      const r = await fetch(`${ctx.base}/api/form/${org.companySlug}/${event.slug}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${org.client.xsrf}`, 'x-xsrf-token': decodeURIComponent(org.client.xsrf), 'x-forwarded-for': h.addressOf(0x300000 + i) },
        body: JSON.stringify({ email, name: `CRM Visitor ${i}`, consent: true, formToken: form.json.formToken }),
      });
      await r.text();
      if (r.status !== 201) throw new Error(`submit ${i}: ${r.status}`);
      emails.push(email);
    }
    const tokens = new Map();
    for (const deadline = Date.now() + 60_000; tokens.size < emails.length && Date.now() < deadline; await h.sleep(200)) {
      const { rows } = await ctx.db.query(`SELECT to_address, text FROM dev_mailbox WHERE to_address = ANY($1)`, [emails]);
      for (const row of rows) {
        const token = (row.text ?? '').match(/\/confirm\/([A-Za-z0-9_-]+)/)?.[1];
        if (token) tokens.set(row.to_address, token);
      }
    }
    if (tokens.size < emails.length) throw new Error(`only ${tokens.size} of ${emails.length} double opt-in mails arrived within 60 s`);

    const confirmedAt = new Map();
    for (const email of emails) {
      const t0 = Date.now();
      const r = await fetch(`${ctx.base}/api/confirm/${tokens.get(email)}`, {
        method: 'POST',
        headers: { cookie: `XSRF-TOKEN=${org.client.xsrf}`, 'x-xsrf-token': decodeURIComponent(org.client.xsrf), 'x-forwarded-for': h.addressOf(0x310000 + confirmedAt.size) },
      });
      await r.text();
      if (r.status >= 300) throw new Error(`confirm: ${r.status}`);
      confirmedAt.set(email, Date.now());
      await h.sleep(Math.max(0, t0 + 200 - Date.now()));
    }
    // the first contact upsert that names each visitor's address
    const arrived = () => {
      const at = new Map();
      for (const call of fake.callsTo(/^\/crm\/v3\/objects\/contacts\/batch\/upsert$/, 'POST')) {
        for (const input of call.body?.inputs ?? []) if (!at.has(input.id)) at.set(input.id, call.receivedAt);
      }
      return at;
    };
    let seen = arrived();
    for (const deadline = Date.now() + 60_000; emails.some((e) => !seen.has(e)) && Date.now() < deadline; await h.sleep(200)) seen = arrived();
    const delays = emails.filter((e) => seen.has(e)).map((e) => seen.get(e) - confirmedAt.get(e));
    const missing = emails.length - delays.length;
    const p50 = h.percentile(delays, 50);
    const p99 = h.percentile(delays, 99);
    return {
      figures: [
        {
          id: 'crm-delay',
          figure: `Confirmation → HubSpot call (worker on Bull, ${count} leads, 200 ms apart)`,
          target: '(report)',
          measured: `p50 ${h.fmt(p50)} ms, p99 ${h.fmt(p99)} ms, max ${h.fmt(delays.length ? Math.max(...delays) : null)} ms; missing ${missing}`,
          met: missing === 0 ? null : false,
        },
      ],
      details: { leads: count, delaysMs: { p50, p90: h.percentile(delays, 90), p99, max: delays.length ? Math.max(...delays) : null }, missing },
    };
  } finally {
    if (worker) await worker.stop(5_000);
    await fake.close();
    await h.forgetBullJobs(direct.toString()).catch(() => {});
    await h.startApi(ctx); // back to the configured stack
  }
}
