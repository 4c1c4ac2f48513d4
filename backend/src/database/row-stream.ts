import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';

/** A statement whose rows are streamed: SQL text and its parameters. */
export interface RowStatement {
  text: string;
  values: unknown[];
}

/**
 * Runs the statement on a connection of its own behind a PostgreSQL cursor and hands its rows to
 * `consume`, so memory stays flat however many rows there are; the connection goes back when
 * consume ends.
 */
export async function streamRows(dataSource: DataSource, statement: RowStatement, consume: (rows: Readable) => Promise<void>): Promise<void> {
  const runner = dataSource.createQueryRunner('slave');
  await runner.connect();
  const client = (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
  try {
    await consume(client.query(new QueryStream(statement.text, statement.values, { batchSize: 2_000, highWaterMark: 2_000 })));
  } finally {
    await runner.release();
  }
}
