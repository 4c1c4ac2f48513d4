import type { TestApp } from './test-app';

/**
 * Every text, varchar and json(b) column, and every array of text (tags), of every table that holds `needle` (case-insensitive):
 * after a deletion or an erasure a person's address must be found nowhere.
 */
export async function columnsContaining(t: TestApp, needle: string): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = await t.dataSource.query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema()
        AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json') OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), $1) > 0`,
      [needle.toLowerCase()],
    );
    if (n > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}
