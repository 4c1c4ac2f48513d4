// scripts/ops-data.mjs against the built API (backend/dist, frontend/dist: `npm run build`), on a
// fresh database of DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
// Not part of `make test` (it needs the build); run it with `node --test scripts/ops-data.test.mjs`.
// make upgrade-check and make backup-check run the same functions on every run.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, freePort, waitForHealth, withClient, withDatabase } from './lib.mjs';
import { Client, compareSnapshots, countSnapshot, fillRealisticData, makePng, opsApiEnv, readWhatUsersSee, startOpsServices } from './ops-data.mjs';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `fairleads_opsdata_${Date.now()}`;
const built = fs.existsSync(path.join(ROOT, 'backend/dist/main.js'));

let services;
let api;
let apiUrl;
let output = '';

before(async () => {
  if (!built) return;
  await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(DATABASE)}`));
  const port = await freePort();
  apiUrl = `http://localhost:${port}`;
  services = await startOpsServices({ apiUrl });
  const env = opsApiEnv({ databaseUrl: withDatabase(ADMIN_URL, DATABASE), port, sessionSecret: randomBytes(32).toString('base64'), services });
  const migrate = spawn(process.execPath, ['backend/dist/database/migrate.js'], { cwd: ROOT, env, stdio: 'ignore' });
  assert.equal(await new Promise((r) => migrate.on('exit', r)), 0, 'the migration failed');
  api = spawn(process.execPath, ['backend/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  api.stdout.on('data', (d) => (output += d));
  api.stderr.on('data', (d) => (output += d));
  await waitForHealth(`${apiUrl}/api/health`, { timeoutMs: 60_000 });
});

after(async () => {
  if (api && api.exitCode === null) {
    api.kill('SIGINT');
    await new Promise((r) => api.on('exit', r));
  }
  await services?.close();
  if (built) await withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(DATABASE)} WITH (FORCE)`));
});

test('makePng makes a PNG that a decoder reads (sharp)', async () => {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(makePng(30, 20, [255, 0, 0], [0, 0, 255])).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height, meta.channels], ['png', 30, 20, 3]);
});

test('compareSnapshots lists a field only the newer snapshot has apart, when asked', () => {
  const added = [];
  assert.deepEqual(compareSnapshots({ me: { name: 'A' } }, { me: { name: 'A', locale: 'de' } }, { added }), []);
  assert.deepEqual(added, [{ path: 'me.locale', before: undefined, after: 'de' }]);
  assert.equal(compareSnapshots({ me: { name: 'A' } }, { me: { name: 'A', locale: 'de' } }).length, 1);
  assert.equal(compareSnapshots({ me: { name: 'A', locale: 'de' } }, { me: { name: 'A' } }, { added }).length, 1);
});

test('compareSnapshots names each difference by its path', () => {
  assert.deepEqual(compareSnapshots({ a: [1, { b: 'x' }], c: 1 }, { a: [1, { b: 'x' }], c: 1 }), []);
  assert.deepEqual(compareSnapshots({ a: [1, { b: 'x' }], c: 1 }, { a: [1, { b: 'y' }, 3], d: null }), [
    { path: 'a[1].b', before: 'x', after: 'y' },
    { path: 'a[2]', before: undefined, after: 3 },
    { path: 'c', before: 1, after: undefined },
    { path: 'd', before: undefined, after: null },
  ]);
});

test('fills the data set through the API, reads the same twice, and sees a user-visible change', { skip: !built && 'no build: run npm run build first' }, async () => {
  const t0 = Date.now();
  const dataset = await fillRealisticData(apiUrl, { webhookUrl: services.receiver.url });
  const fillMs = Date.now() - t0;
  assert.deepEqual(JSON.parse(JSON.stringify(dataset)), dataset, 'the dataset is JSON');
  assert.equal(dataset.counts.accounts, 3);
  assert.equal(dataset.counts.users, 4);
  assert.equal(dataset.counts.events, 5);
  assert.equal(dataset.counts.payments, 4);
  assert.ok(dataset.counts.leads >= 25, `leads: ${dataset.counts.leads}`);
  assert.ok(dataset.counts.erased >= 2 && dataset.counts.webhookDeliveries >= 20, JSON.stringify(dataset.counts));
  assert.ok(services.receiver.received.length >= dataset.counts.webhookDeliveries - 1, 'the receiver got the deliveries');

  const t1 = Date.now();
  const first = await readWhatUsersSee(apiUrl, dataset);
  const readMs = Date.now() - t1;
  const second = await readWhatUsersSee(apiUrl, dataset);
  assert.deepEqual(compareSnapshots(first, second), [], 'reading twice gives the same snapshot');

  const counts = countSnapshot(first);
  assert.equal(counts.usersSignedIn, 4, 'every stored session signs in');
  assert.equal(counts.events, 5, 'the archived one too');
  assert.equal(counts.leads, dataset.counts.leads - dataset.counts.erased);
  assert.equal(counts.images, dataset.counts.images);
  assert.equal(counts.eventCredits, 1, 'the credit bought and not spent');
  const owner = first.users['nordlicht-owner'];
  const facts = new Set(Object.values(owner.leadDetails).flatMap((d) => d.timeline.map((f) => f.type)));
  for (const fact of ['LeadCaptured', 'LeadConfirmed', 'LeadQualified', 'LeadNoted', 'LeadExported']) assert.ok(facts.has(fact), `${fact} in ${[...facts]}`);
  assert.equal(owner['standDevice:herbstmesse'].status, 200, "the stand device's token opens its page");
  assert.equal(owner.eventDetails.herbstmesse.followUps.length, 2);
  assert.equal(owner.invitations.length, 1, 'the invitation nobody accepted');
  assert.equal(owner.avv.accepted, true);
  assert.ok(owner.webhookEndpoints.some((w) => w.deliveries.some((d) => d.status === 'failed')), 'a failed delivery');
  assert.ok(JSON.stringify(first).includes('<APP_URL>/api/events/'), 'image addresses read <APP_URL>');
  assert.ok(!JSON.stringify(first).includes(apiUrl), 'no address of this API left');

  // a change a user would notice shows as a difference at its path
  const manager = dataset.users.find((u) => u.key === 'nordlicht-manager');
  const client = new Client(apiUrl, { address: manager.address, cookies: manager.cookies });
  const lead = owner.leads[0];
  await client.patch(`/api/leads/${lead.id}`, { note: 'Nach dem Upgrade geändert' });
  const changed = compareSnapshots(second, await readWhatUsersSee(apiUrl, dataset));
  assert.ok(changed.some((d) => d.path === `users.nordlicht-owner.leadDetails.${lead.id}.note`), JSON.stringify(changed.map((d) => d.path)));
  console.log(`fill ${fillMs} ms, read ${readMs} ms: ${JSON.stringify(dataset.counts)}; seen ${JSON.stringify(counts)}`);
});

process.on('exit', () => {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  if (process.exitCode && output) process.stderr.write(output.slice(-4000));
});
