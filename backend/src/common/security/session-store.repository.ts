import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Pool } from 'pg';

/**
 * The table `sessions` (made by the migrations), through connect-pg-simple's store on a small
 * pool of its own: express-session reads and writes it outside Nest's connection.
 */
export function createSessionStore(options: { databaseUrl: string; pruneExpired: boolean }): { store: session.Store; close: () => Promise<void> } {
  const pool = new Pool({ connectionString: options.databaseUrl, max: 5 });
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneExpired ? 15 * 60 : false,
    // no write per request: a session lasts a fixed time from sign-in (SESSION_DAYS in session.ts; the leads page polls every 5 s)
    disableTouch: true,
  });
  return {
    store,
    close: async () => {
      store.close();
      await pool.end();
    },
  };
}
