import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Switch } from '@/components/ui/switch';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { i18n } from '@/i18n';
import { formatInteger } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCappedEvents, useEventOptions } from '../api/get-event-options';
import { useLeadSummary } from '../api/get-lead-summary';
import { useArrivalAlerts } from '../hooks/use-arrival-alerts';
import { useDeskOffline } from '../hooks/use-desk-offline';
import { useLeadDesk } from '../hooks/use-lead-desk';
import { useLeadFilters } from '../hooks/use-lead-filters';
import { useNewLeadHighlight } from '../hooks/use-new-lead-highlight';
import { playChime, readSoundPreference, writeSoundPreference } from '../lib/chime';
import { mergeEventOptions } from '../lib/event-options';
import { showRateTip } from '../lib/stats';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { CrmCopy } from '../crm-types';
import type { CappedEvent } from '../types';
import { CrmCopiesNotice } from './crm-copies-notice';
import { ExportMenu } from './export-menu';
import { LeadSheet } from './lead-sheet';
import { LeadsStats } from './leads-stats';
import { LeadsTable } from './leads-table';
import { LeadsToolbar } from './leads-toolbar';
import { LiveBadge } from './live-badge';
import '../leads.css';
import '../capture.css';

const LEAD_PARAM = 'lead';

/** '10 von 10 (1 gelöscht)', as the event card says it (leadCapUsage). */
function capUsage(event: CappedEvent): string {
  const figures = { used: formatInteger(event.used), limit: formatInteger(event.limit) };
  return event.erasedCount > 0
    ? i18n.t('leads:limitUsageErased', { ...figures, erased: formatInteger(event.erasedCount) })
    : i18n.t('leads:limitUsage', figures);
}

export function LeadsPage() {
  const { t } = useTranslation(NS);
  const [filters, setFilters] = useLeadFilters();
  const [params, setParams] = useSearchParams();
  const openLeadId = params.get(LEAD_PARAM);
  const [sound, setSound] = useState(readSoundPreference);
  const { pages, poll, leads, total } = useLeadDesk(filters);
  const summary = useLeadSummary(filters.eventId);
  const eventsQuery = useEventOptions();
  const capped = useCappedEvents().data?.filter((event) => !filters.eventId || event.id === filters.eventId) ?? [];
  const highlights = useNewLeadHighlight(poll.data);
  const role = useAccountRole();
  useArrivalAlerts(poll.data, sound);

  const title = filters.eventId ? t('titleFiltered') : t('titleAll');
  useDocumentTitle(title);

  const eventOptions = useMemo(
    () => mergeEventOptions(eventsQuery.data, leads, filters.eventId),
    [eventsQuery.data, leads, filters.eventId],
  );
  // the organiser's own fields get columns when the list shows one event that has them
  const customColumns = useMemo(() => {
    const event = filters.eventId ? eventsQuery.data?.find((e) => e.id === filters.eventId) : undefined;
    return [event?.customField1, event?.customField2].filter((label): label is string => Boolean(label));
  }, [eventsQuery.data, filters.eventId]);

  const openLead = useCallback(
    (leadId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (leadId) next.set(LEAD_PARAM, leadId);
          else next.delete(LEAD_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The sheet opens from the URL, not from a Radix trigger, so on close Radix would drop the focus
  // to <body>: it goes back to the row's button that opened it, or to the page's heading when that
  // row has gone (an erased lead) or none opened it (a link with ?lead=).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const erasedRef = useRef(false);
  // an erased lead's copies in CRMs: a notice that stays until closed, and takes the focus the sheet gives back
  const [crmCopies, setCrmCopies] = useState<CrmCopy[]>([]);
  const noticeRef = useRef<HTMLDivElement>(null);
  const openFromRow = useCallback(
    (leadId: string, opener: HTMLElement) => {
      openerRef.current = opener;
      openLead(leadId);
    },
    [openLead],
  );
  const closeErased = useCallback(
    (copies: CrmCopy[]) => {
      erasedRef.current = true;
      setCrmCopies(copies);
      openLead(null);
    },
    [openLead],
  );
  const focusAfterClose = useCallback((event: Event) => {
    event.preventDefault();
    const opener = erasedRef.current ? null : openerRef.current;
    erasedRef.current = false;
    openerRef.current = null;
    (opener?.isConnected ? opener : (noticeRef.current ?? headingRef.current))?.focus();
  }, []);
  const closeNotice = useCallback(() => {
    setCrmCopies([]);
    headingRef.current?.focus();
  }, []);

  const toggleSound = (on: boolean) => {
    setSound(on);
    writeSoundPreference(on);
    if (on) playChime(); // a sample, and the user gesture browsers need before any sound
  };

  const stats = summary.data
    ? {
        total: summary.data.total,
        confirmed: summary.data.confirmed,
        pending: summary.data.pending,
        rate: summary.data.total ? Math.round((summary.data.confirmed / summary.data.total) * 100) : 0,
      }
    : null;
  const filtered = Boolean(filters.q.trim() || filters.rating || filters.tag || filters.source || filters.view === 'confirmed');
  const offline = useDeskOffline(poll.isError || (pages.isError && Boolean(leads)), poll.dataUpdatedAt);
  const updatedAt = Math.max(poll.dataUpdatedAt, pages.dataUpdatedAt);

  // what the desk shows once a page is loaded (a failed poll keeps it, the badge says offline)
  let desk: ReactNode;
  if (stats?.total === 0 && !filters.eventId && !filtered) {
    desk = (
      <Card padding="lg" className="leads-empty">
        <h2 className="leads-empty__title">{t('empty')}</h2>
        <p className="muted">{t('emptyHint')}</p>
      </Card>
    );
  } else {
    const rows = leads ?? [];
    desk = (
      <>
        {/* first: while the cap holds, visitors at the stand are turned away (on phones the toolbar fills the screen) */}
        {capped.map((event) => (
          <div key={event.id} className="leads-notice leads-notice--limit" role="note">
            <p>
              <strong>{t('limitTitle', { usage: capUsage(event) })}</strong> {t('limitReached', { name: event.name })}
              {event.erased && ` ${t('limitErasedCount')}`}
            </p>
            {can(role, 'billing.manage') && (
              <ButtonLink to={`/events?upgrade=${encodeURIComponent(event.id)}`} size="sm">
                {t('liftLimit')}
              </ButtonLink>
            )}
          </div>
        ))}
        <LeadsToolbar events={eventOptions} filters={filters} onChange={setFilters} pendingCount={stats?.pending ?? 0} tags={summary.data?.tags ?? []} />
        {stats && <LeadsStats stats={stats} />}
        {/* advice, not the list: on a phone it follows the list, so the first lead is on the first screen */}
        {/* the advice is to change the event's confirmation mail: only for who may */}
        {stats && showRateTip(stats) && can(role, 'events.manage') && <p className="leads-stats__tip leads-advice">{t('rateTip')}</p>}
        {stats && stats.pending > 0 && (
          <div className="leads-notice leads-advice" role="note">
            <span className="leads-notice__icon" aria-hidden="true">
              !
            </span>
            <p>{t('dsgvoWarning')}</p>
          </div>
        )}
        {rows.length === 0 ? (
          <Card className="leads-empty">
            <p className="muted">{t('emptyFiltered')}</p>
          </Card>
        ) : (
          <>
            <LeadsTable
              leads={rows}
              highlights={highlights}
              totalCount={total}
              customColumns={customColumns}
              showEvent={!filters.eventId}
              busy={pages.isPlaceholderData}
              onOpen={openFromRow}
            />
            <div className="leads-more">
              <span className="muted" aria-live="polite">
                {t('shownOf', { shown: rows.length, total: Math.max(total, rows.length) })}
              </span>
              {pages.hasNextPage && (
                <button type="button" className="btn btn--outline btn--md" disabled={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()}>
                  {pages.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
                </button>
              )}
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <div className="container section leads-page">
      <header className="leads-header">
        <div className="leads-header__title">
          <h1 ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          <LiveBadge offline={offline} updatedAt={updatedAt} />
        </div>
        <div className="leads-header__actions">
          {can(role, 'leads.capture') && (
            <ButtonLink
              to={filters.eventId ? `/leads/capture?event=${encodeURIComponent(filters.eventId)}` : '/leads/capture'}
              size="md"
              className="leads-capture-link"
            >
              {t('capture.open')}
            </ButtonLink>
          )}
          <Switch checked={sound} onCheckedChange={toggleSound} label={t('sound')} />
          {leads && leads.length > 0 && can(role, 'leads.export') && <ExportMenu filters={filters} />}
        </div>
      </header>
      {crmCopies.length > 0 && <CrmCopiesNotice ref={noticeRef} copies={crmCopies} onClose={closeNotice} />}
      <QueryState query={pages} loadingLabel={t('loading')} errorText={t('loadError')} keepDataOnError>
        {() => desk}
      </QueryState>
      <LeadSheet
        leadId={openLeadId}
        onClose={() => openLead(null)}
        onErased={closeErased}
        onCloseAutoFocus={focusAfterClose}
        tagSuggestions={summary.data?.tags ?? []}
      />
    </div>
  );
}
