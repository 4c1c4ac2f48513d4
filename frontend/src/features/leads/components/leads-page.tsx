import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEventOptions } from '../api/get-event-options';
import { useLeads } from '../api/get-leads';
import { useEventFilter } from '../hooks/use-event-filter';
import { useNewLeadHighlight } from '../hooks/use-new-lead-highlight';
import { buildLeadsCsv, csvFileName, downloadCsv } from '../lib/csv';
import { mergeEventOptions } from '../lib/event-options';
import { computeStats } from '../lib/stats';
import { leadsTexts as t } from '../texts';
import type { LeadView } from '../types';
import { LeadsStats } from './leads-stats';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { LiveBadge } from './live-badge';
import { Pagination } from './pagination';
import '../leads.css';

/** Rows rendered at once; 10,000 leads stay smooth because only one page is in the DOM. */
export const PAGE_SIZE = 100;

export function LeadsPage() {
  const [eventId, setEventId] = useEventFilter();
  const [view, setView] = useState<LeadView>('confirmed');
  const [pageState, setPageState] = useState({ key: '', page: 1 });
  const leadsQuery = useLeads();
  const eventsQuery = useEventOptions();
  const leads = leadsQuery.data;
  const highlights = useNewLeadHighlight(leads);

  const title = eventId ? t.titleFiltered : t.titleAll;
  useDocumentTitle(title);

  const eventOptions = useMemo(
    () => mergeEventOptions(eventsQuery.data, leads, eventId),
    [eventsQuery.data, leads, eventId],
  );
  const eventName = eventId ? (eventOptions.find((e) => e.id === eventId)?.name ?? null) : null;

  const eventLeads = useMemo(
    () => (leads && eventId ? leads.filter((lead) => String(lead.eventId) === eventId) : (leads ?? [])),
    [leads, eventId],
  );
  const stats = useMemo(() => computeStats(eventLeads), [eventLeads]);
  const visible = useMemo(
    () => (view === 'confirmed' ? eventLeads.filter((lead) => lead.doiConfirmed) : eventLeads),
    [eventLeads, view],
  );

  // The page resets to 1 whenever filter or view change.
  const pageKey = `${eventId ?? ''}|${view}`;
  const pageCount = Math.max(1, Math.ceil(visible.length / PAGE_SIZE));
  const page = Math.min(pageState.key === pageKey ? pageState.page : 1, pageCount);
  const start = (page - 1) * PAGE_SIZE;
  const pageRows = useMemo(() => visible.slice(start, start + PAGE_SIZE), [visible, start]);
  const setPage = useCallback((next: number) => setPageState({ key: pageKey, page: next }), [pageKey]);

  const exportCsv = () => {
    if (visible.length === 0) {
      toast.info(t.exportEmpty);
      return;
    }
    downloadCsv(buildLeadsCsv(visible), csvFileName(eventId ? (eventName ?? eventId) : null));
  };

  let body: ReactNode;
  if (leadsQuery.isPending) {
    body = <PageSpinner label={t.loading} />;
  } else if (leadsQuery.isError && !leads) {
    body = (
      <div className="stack">
        <Banner tone="error">{t.loadError}</Banner>
        <div>
          <button type="button" className="btn btn--outline btn--md" onClick={() => leadsQuery.refetch()}>
            {t.retry}
          </button>
        </div>
      </div>
    );
  } else if (!leads || leads.length === 0) {
    body = (
      <Card padding="lg" className="leads-empty">
        <h2 className="leads-empty__title">{t.empty}</h2>
        <p className="muted">{t.emptyHint}</p>
      </Card>
    );
  } else {
    body = (
      <>
        <LeadsToolbar
          events={eventOptions}
          eventId={eventId}
          onEventChange={setEventId}
          view={view}
          onViewChange={setView}
          pendingCount={stats.pending}
        />
        <LeadsStats stats={stats} />
        {stats.pending > 0 && (
          <div className="leads-notice" role="note">
            <span className="leads-notice__icon" aria-hidden="true">
              !
            </span>
            <p>{t.dsgvoWarning}</p>
          </div>
        )}
        {visible.length === 0 ? (
          <Card className="leads-empty">
            <p className="muted">{t.emptyFiltered}</p>
          </Card>
        ) : (
          <>
            <LeadsTable leads={pageRows} showActions={view === 'all'} highlights={highlights} totalCount={visible.length} />
            <Pagination
              page={page}
              pageCount={pageCount}
              from={start + 1}
              to={start + pageRows.length}
              total={visible.length}
              onPage={setPage}
            />
          </>
        )}
      </>
    );
  }

  return (
    <div className="container section leads-page">
      <header className="leads-header">
        <div className="leads-header__title">
          <h1>{title}</h1>
          <LiveBadge offline={leadsQuery.isError} />
        </div>
        {leads && leads.length > 0 && (
          <button type="button" className="btn btn--secondary btn--md" onClick={exportCsv}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t.exportCsv}
          </button>
        )}
      </header>
      {body}
    </div>
  );
}
