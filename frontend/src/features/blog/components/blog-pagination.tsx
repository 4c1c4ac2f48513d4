import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageItems } from '../lib/pagination';
import { LANG, NS } from '../i18n';

interface BlogPaginationProps {
  page: number;
  totalPages: number;
  total: number;
}

const pageHref = (n: number) => (n <= 1 ? '/blog' : `/blog?page=${n}`);

/** A link, or a disabled one (role=link, aria-disabled, no href) at either end of the list. */
function PageLink({ to, disabled, label, children }: { to: number; disabled: boolean; label: string; children: ReactNode }) {
  if (disabled) {
    return (
      <a className="pagination__link pagination__link--nav is-disabled" role="link" aria-disabled="true" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <Link className="pagination__link pagination__link--nav" to={pageHref(to)} aria-label={label}>
      {children}
    </Link>
  );
}

export function BlogPagination({ page, totalPages, total }: BlogPaginationProps) {
  const { t } = useTranslation(NS, { lng: LANG, keyPrefix: 'pagination' });
  if (totalPages < 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav className="pagination" aria-label={t('label')}>
      <ul className="pagination__list">
        <li>
          <PageLink to={1} disabled={isFirst} label={t('first')}>
            <span aria-hidden="true">«</span>
          </PageLink>
        </li>
        <li>
          <PageLink to={page - 1} disabled={isFirst} label={t('previous')}>
            <span aria-hidden="true">‹ </span>
            <span className="pagination__word">{t('previousShort')}</span>
          </PageLink>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className={`pagination__link pagination__page${item === page ? ' is-current' : ''}`}
                to={pageHref(item)}
                aria-label={t('page', { n: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PageLink to={page + 1} disabled={isLast} label={t('next')}>
            <span className="pagination__word">{t('nextShort')}</span>
            <span aria-hidden="true"> ›</span>
          </PageLink>
        </li>
        <li>
          <PageLink to={totalPages} disabled={isLast} label={t('last')}>
            <span aria-hidden="true">»</span>
          </PageLink>
        </li>
      </ul>
      <p className="pagination__summary">{t('summary', { page, pages: totalPages, total })}</p>
    </nav>
  );
}
