import { leadsTexts as t } from '../texts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, from, to, total, onPage }: PaginationProps) {
  return (
    <nav className="leads-pagination" aria-label={t.pagination}>
      <span className="muted" aria-live="polite">
        {t.rangeOf(from, to, total)}
      </span>
      {pageCount > 1 && (
        <span className="leads-pagination__controls">
          <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t.prevPage}
          </button>
          <span aria-current="page">{t.pageOf(page, pageCount)}</span>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            {t.nextPage}
          </button>
        </span>
      )}
    </nav>
  );
}
