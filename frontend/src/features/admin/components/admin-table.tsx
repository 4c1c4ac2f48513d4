import { useId, type ReactNode } from 'react';
import { QueryState, type LoadableQuery } from '@/components/ui/query-state';

interface AdminColumn {
  label: string;
  /** Right-aligned counts. */
  numeric?: boolean;
}

export interface AdminTableProps<Row> {
  /** The list's query: its loading, error and retry. */
  query: LoadableQuery<unknown>;
  errorText: string;
  /** The rows to show (the loaded list after the page's filters). */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's name for screen readers (its caption). */
  label: string;
  columns: readonly AdminColumn[];
  empty: string;
  /** The cells of one row, a `<th scope="row">` first. */
  cells: (row: Row) => ReactNode;
}

/**
 * The shell every admin list shares: loading, error with retry, the empty note, and a table with a
 * hidden caption that scrolls sideways inside its labelled region on small screens.
 */
export function AdminTable<Row>({ query, errorText, rows, rowKey, label, columns, empty, cells }: AdminTableProps<Row>) {
  const captionId = useId();
  return (
    <QueryState query={query} errorText={errorText}>
      {() =>
        rows.length === 0 ? (
          <p className="admin-empty">{empty}</p>
        ) : (
          <div className="data-table-wrap admin-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className="data-table admin-table">
              <caption id={captionId} className="visually-hidden">
                {label}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col" className={column.numeric ? 'admin-table__num' : undefined}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>{cells(row)}</tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
