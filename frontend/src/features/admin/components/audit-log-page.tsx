import { AUDIT_MAX_PAGE } from '@fairleads/shared/admin-audit';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditLog } from '../api/get-audit-log';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { AuditEntries } from './audit-entries';

/** The page in the address (?page=2), so the browser's back button and a shared link keep it. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  // past the last page the screen says so; beyond what the API takes it asks for the last it takes
  return Number.isInteger(page) && page >= 1 ? Math.min(page, AUDIT_MAX_PAGE) : 1;
}

/** /admin/audit: the admin audit log, newest first, a page at a time. */
export function AuditLogPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle', { page: t('audit.title') }));
  const countId = useId();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const log = useAuditLog(page);

  const goTo = (next: number) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next > 1) query.set('page', String(next));
      else query.delete('page');
      return query;
    });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{t('audit.title')}</h1>
        <p className="muted">{t('audit.intro')}</p>
      </header>

      <QueryState query={log} loadingLabel={t('audit.loading')} errorText={t('audit.loadError')}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          if (data.total === 0) return <p className="admin-empty">{t('audit.empty')}</p>;
          // while the next page loads, the one before stays on screen, marked as busy
          const loadingNext = log.isPlaceholderData && log.isFetching;
          return (
            <section className="admin-audit-log" aria-labelledby={countId} aria-busy={loadingNext || undefined}>
              <p id={countId} className="admin-audit-log__count">
                {t('audit.count', { count: data.total })}
              </p>
              {data.items.length === 0 ? (
                <div className="admin-empty">
                  <p>{t('audit.pastTheEnd')}</p>
                  <Button variant="outline" size="sm" onClick={() => goTo(1)}>
                    {t('audit.toFirstPage')}
                  </Button>
                </div>
              ) : (
                <AuditEntries entries={data.items} label={t('audit.listLabel')} />
              )}
              {pages > 1 && (
                <nav className="admin-pager" aria-label={t('audit.pagination')}>
                  {/* aria-disabled, not disabled: the button keeps the focus on the first and the last page */}
                  <Button variant="outline" size="sm" aria-disabled={page <= 1} onClick={() => page > 1 && goTo(page - 1)}>
                    <span className="admin-pager__arrow" aria-hidden="true">←</span> {t('audit.newer')}
                  </Button>
                  <span className="admin-pager__where" role="status">
                    {loadingNext && <Spinner size="sm" decorative />}
                    {loadingNext ? t('audit.updating') : t('audit.pageOf', { page: Math.min(page, pages), pages })}
                  </span>
                  <Button variant="outline" size="sm" aria-disabled={page >= pages} onClick={() => page < pages && goTo(page + 1)}>
                    {t('audit.older')} <span className="admin-pager__arrow" aria-hidden="true">→</span>
                  </Button>
                </nav>
              )}
            </section>
          );
        }}
      </QueryState>
    </div>
  );
}
