// The stack for the browser suite (Playwright's webServer runs this).
//
// - PORT (default 3100), APP_URL=http://localhost:$PORT, inline queue (REDIS_URL removed),
//   local dev outbox (SMTP_URL removed, NODE_ENV=production removed).
// - A fresh database fairleads_e2e_<timestamp>: on the server of DATABASE_URL when set (created
//   through the URL's own database), else in embedded PostgreSQL in ./var/pg-test.
// - ADMIN_EMAIL / ADMIN_PASSWORD default to admin@e2e.fairleads.test / e2e-admin-password so the
//   suite has an admin account (override both in the environment to change them).
// - ANALYTICS_MEASUREMENT_ID defaults to G-TEST123456 (the consent tests intercept gtag.js).
// - Stripe: a local fake (scripts/fake-stripe.cjs) on E2E_FAKE_STRIPE_PORT (default: a free port)
//   unless STRIPE_SECRET_KEY is set;
//   the API gets fake STRIPE_* keys and STRIPE_API_URL, and the fake's checkout page sends its
//   signed webhooks to http://localhost:$PORT/api/webhooks/stripe. Stopped on shutdown.
// - BLOG_CONTENT_DIR defaults to a temporary directory with 23 generated articles
//   (e2e/fixtures/blog-posts.mjs), removed at the end; kept when BLOG_CONTENT_DIR or
//   BLOG_WORDPRESS_URL is set.
// - Builds backend and SPA first when their output is missing or older than the sources
//   (E2E_BUILD=always forces it, E2E_BUILD=never skips the check).
// - SIGINT/SIGTERM: stops the API, drops the fresh database, stops embedded PostgreSQL.
//   Playwright's webServer must be told to send a signal rather than SIGKILL:
//   gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 }.
// - e2e databases that killed runs left behind are dropped at start (on a shared server only
//   those older than 6 hours).
// - Exits non-zero if anything fails or the API exits on its own.

import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { ROOT, buildIfStale, redactUrl, run, say, seconds, startChild, waitForHealth, warn, withClient, withDatabase } from './lib.mjs';
import { writeBlogFixtures } from '../e2e/fixtures/blog-posts.mjs';
import fakeStripeModule from './fake-stripe.cjs';

const port = Number(process.env.PORT || 3100);
const appUrl = `http://localhost:${port}`;
const PREFIX = 'fairleads_e2e_';
const database = `${PREFIX}${Date.now()}`;
const LEFTOVER_AGE_MS = 6 * 3600_000;

let db = null; // embedded PostgreSQL
let adminUrl = null; // where to CREATE/DROP the fresh database
let created = false;
let api = null;
let blogDir = null; // the 23 generated blog articles (BLOG_CONTENT_DIR), removed at the end
let fakeStripe = null; // the local Stripe stand-in (scripts/fake-stripe.cjs)
let stopping = false;

async function shutdown(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) say(reason);
  for (const h of run.current) h.signal('SIGTERM');
  if (api) await api.stop(10_000);
  await Promise.all([...run.current].map((h) => h.stop(5_000)));
  if (created && adminUrl) {
    await dropDatabase(adminUrl, database)
      .then(() => say(`dropped database ${database}`))
      .catch((err) => warn(`could not drop database ${database}: ${err.message}`));
  }
  if (db) await db.stop().catch((err) => warn(`could not stop embedded PostgreSQL: ${err.message}`));
  if (blogDir) fs.rmSync(blogDir, { recursive: true, force: true });
  if (fakeStripe) await fakeStripe.close().catch(() => {});
  process.exit(code);
}

const fail = (message) => {
  warn(`ERROR: ${message}`);
  return shutdown(1);
};

process.on('SIGINT', () => shutdown(0, 'SIGINT received: stopping the e2e stack'));
process.on('SIGTERM', () => shutdown(0, 'SIGTERM received: stopping the e2e stack'));
process.on('SIGHUP', () => shutdown(0, 'SIGHUP received: stopping the e2e stack'));
process.on('exit', () => api?.signal('SIGKILL'));

async function dropDatabase(url, name) {
  await withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
}

/** Embedded: the directory is ours alone (a second runner is refused), so every earlier e2e
 * database is a leftover. Shared server: only those older than LEFTOVER_AGE_MS. */
async function dropLeftovers(url, maxAgeMs) {
  await withClient(url, async (c) => {
    const { rows } = await c.query(`select datname from pg_database where datname like '${PREFIX}%'`);
    for (const { datname } of rows) {
      const ts = Number(datname.slice(PREFIX.length));
      if (datname !== database && Number.isFinite(ts) && Date.now() - ts > maxAgeMs) {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => {});
        say(`dropped leftover database ${datname}`);
      }
    }
  });
}


async function main() {
  const t0 = Date.now();
  await buildIfStale({ mode: process.env.E2E_BUILD ?? 'auto', modeName: 'E2E_BUILD', isStopping: () => stopping });
  if (stopping) return;

  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
    say(`creating database ${database} on ${redactUrl(adminUrl)}`);
  } else {
    say('starting embedded PostgreSQL in ./var/pg-test …');
    db = await startEmbeddedPostgres({ dataDir: path.join(ROOT, 'var', 'pg-test'), database: 'postgres' });
    adminUrl = db.url;
    if (stopping) return;
  }
  await dropLeftovers(adminUrl, db ? 0 : LEFTOVER_AGE_MS).catch((err) => warn(`could not look for leftover e2e databases: ${err.message}`));
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(database)}`));
  created = true;
  const databaseUrl = withDatabase(adminUrl, database);

  const env = { ...process.env, PORT: String(port), APP_URL: appUrl, DATABASE_URL: databaseUrl };
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  if (env.NODE_ENV === 'production') delete env.NODE_ENV; // the dev outbox only exists outside production
  // the browser suite plays the load balancer: it names simulated visitors in X-Forwarded-For
  env.TRUST_PROXY = 'loopback';
  if (!env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    env.ADMIN_EMAIL = 'admin@e2e.fairleads.test';
    env.ADMIN_PASSWORD = 'e2e-admin-password';
  }
  // A GA4 id so the browser suite can check that analytics loads only after consent (the
  // suite answers googletagmanager.com itself; nothing leaves the machine).
  if (env.ANALYTICS_MEASUREMENT_ID === undefined) env.ANALYTICS_MEASUREMENT_ID = 'G-TEST123456';
  // Blog: 23 generated articles (three pages of 10) unless BLOG_CONTENT_DIR is given.
  if (!env.BLOG_CONTENT_DIR && !env.BLOG_WORDPRESS_URL) {
    blogDir = writeBlogFixtures();
    env.BLOG_CONTENT_DIR = blogDir;
  }

  // Payments: the local Stripe fake, unless real (test) keys are given.
  if (!env.STRIPE_SECRET_KEY) {
    const webhookSecret = 'whsec_fake_fairleads_e2e';
    // on a known port, so that the card payment's browser test can route api.stripe.com to it
    const port = Number(process.env.E2E_FAKE_STRIPE_PORT || 0);
    fakeStripe = await fakeStripeModule.startFakeStripe({ port, webhookUrl: `${appUrl}/api/webhooks/stripe`, webhookSecret });
    Object.assign(env, {
      STRIPE_SECRET_KEY: 'sk_test_fake_fairleads_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_fairleads_e2e',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fakeStripe.url,
    });
    say(`fake Stripe at ${fakeStripe.url}`);
  }

  const migrate = await run('migration', process.execPath, ['backend/dist/database/migrate.js'], { env });
  if (stopping) return;
  if (!migrate.ok) throw new Error(`the database migration failed (exit code ${migrate.code})`);

  // Same process group as this script: if Playwright kills the group, the API goes with it.
  api = startChild('API', process.execPath, ['backend/dist/main.js'], { env, stopSignal: 'SIGINT' }); // no balancer: no notice period
  api.exited.then(({ code, signal }) => {
    if (!stopping) fail(`the API exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`);
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, { children: [api] });
  if (stopping) return;
  say(`e2e stack ready at ${appUrl} (database ${database}, ready in ${seconds(Date.now() - t0)})`);
}

main().catch((err) => {
  if (!stopping) fail(err?.message ?? String(err));
});
