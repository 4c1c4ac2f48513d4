// Creates a fresh database for this run on DATABASE_URL's server (CI, the machine's PostgreSQL)
// or on an embedded PostgreSQL in var/pg-test when DATABASE_URL is not set (a fresh machine).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The visitor pages and the SPA's public pages are rendered by the API with the frontend's SSR
 * build: build it from the current sources (a few seconds), into a scratch folder first so that a
 * run beside another never reads a half-written file. The chunks carry a hash of their content in
 * their names, so they are moved in before the entries that load them.
 */
function buildServerRenderers() {
  const frontend = resolve(root, 'frontend');
  const scratch = resolve(frontend, `dist-ssr.${process.pid}`);
  execFileSync(resolve(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.ssr.config.ts', '--outDir', scratch, '--logLevel', 'warn'], {
    cwd: frontend,
    // jest's NODE_ENV=test goes along: the SSR config builds for production whatever the caller's NODE_ENV
    stdio: 'inherit',
  });
  const target = resolve(frontend, 'dist-ssr');
  mkdirSync(resolve(target, 'chunks'), { recursive: true });
  for (const chunk of readdirSync(resolve(scratch, 'chunks'))) renameSync(resolve(scratch, 'chunks', chunk), resolve(target, 'chunks', chunk));
  for (const entry of ['visitor-server.cjs', 'spa-server.cjs']) renameSync(resolve(scratch, entry), resolve(target, entry));
  rmSync(scratch, { recursive: true, force: true });
}

export default async function globalSetup() {
  buildServerRenderers();
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const { startEmbeddedPostgres } = await import(resolve(root, 'scripts', 'embedded-postgres.mjs'));
    const embedded = await startEmbeddedPostgres({ dataDir: resolve(root, 'var', 'pg-test'), database: 'postgres' });
    globalThis.__embeddedPostgres = embedded;
    serverUrl = embedded.url;
  }
  const database = `fairleads_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  globalThis.__testDatabase = { serverUrl, database };
  process.env.DATABASE_URL = url.toString();
}
