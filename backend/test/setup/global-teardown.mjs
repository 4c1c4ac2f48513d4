import pg from 'pg';

export default async function globalTeardown() {
  const { serverUrl, database } = globalThis.__testDatabase ?? {};
  if (serverUrl && database) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__embeddedPostgres?.stop();
}
