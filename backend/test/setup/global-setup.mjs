// Creates a fresh database for this run on DATABASE_URL's server (CI, the machine's PostgreSQL)
// or on an embedded PostgreSQL in var/pg-test when DATABASE_URL is not set (a fresh machine).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * The visitor pages are rendered by the API with the frontend's SSR build: build it from the
 * current sources (a second or two), into a scratch folder first so that a run beside another
 * never reads a half-written file.
 */
function buildVisitorRenderer() {
  const frontend = resolve(root, 'frontend');
  const scratch = resolve(frontend, `dist-ssr.${process.pid}`);
  execFileSync(resolve(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.ssr.config.ts', '--outDir', scratch, '--logLevel', 'warn'], {
    cwd: frontend,
    stdio: 'inherit',
    // jest runs with NODE_ENV=test, which would make Vite compile JSX for React's development runtime
    env: { ...process.env, NODE_ENV: 'production' },
  });
  mkdirSync(resolve(frontend, 'dist-ssr'), { recursive: true });
  renameSync(resolve(scratch, 'visitor-server.cjs'), resolve(frontend, 'dist-ssr', 'visitor-server.cjs'));
  rmSync(scratch, { recursive: true, force: true });
}

export default async function globalSetup() {
  buildVisitorRenderer();
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
