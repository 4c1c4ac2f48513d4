import type { EntityManager } from 'typeorm';

/**
 * The rows a statement's RETURNING clause gave, in a transaction's manager. (A plain
 * manager.query answers an UPDATE with [rows, count], whose length is always 2.)
 */
export async function returning(manager: EntityManager, sql: string, parameters: unknown[]): Promise<unknown[]> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('returning() needs the manager of a transaction');
  return (await runner.query(sql, parameters, true)).records;
}
