// Creates a fresh database for this run on DATABASE_URL's server (CI, the machine's PostgreSQL)
// or on an embedded PostgreSQL in var/pg-test when DATABASE_URL is not set (a fresh machine).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..', '..', '..');

export default async function globalSetup() {
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
