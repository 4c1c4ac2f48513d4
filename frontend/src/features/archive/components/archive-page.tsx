import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { can } from '@/lib/account-role';
import { ApiError } from '@/lib/api-client';
import { useAccountRole } from '@/lib/auth';
import { formatCount, formatDateRange, formatIsoDate, formatPercent, type EventView } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArchivedEvents } from '../api/get-archived-events';
import { useUnarchiveEvent } from '../api/unarchive-event';
import { NS } from '../i18n';

export function ArchivePage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const archived = useArchivedEvents();

  return (
    <div className="container section">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <QueryState query={archived} loadingLabel={t('loading')} errorText={t('loadError')}>
        {(events) =>
          events.length === 0 ? (
            <div className="empty-state">
              <h2>{t('empty.title')}</h2>
              <p className="muted">{t('empty.text')}</p>
              <ButtonLink to="/events" variant="outline">
                {t('empty.toEvents')}
              </ButtonLink>
            </div>
          ) : (
            <ul className="event-grid" aria-label={t('listLabel')}>
              {events.map((event) => (
                <li key={event.id}>
                  <ArchivedEventCard event={event} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function ArchivedEventCard({ event }: { event: EventView }) {
  const { t } = useTranslation(NS);
  const manage = can(useAccountRole(), 'events.manage');
  const unarchive = useUnarchiveEvent({
    onSuccess: () => toast.success(t('successTitle'), { description: t('successText') }),
    // the server's German sentence, else ours: never the client's 'Network error' or 'HTTP 500'
    onError: (error) => toast.error(t('errorTitle'), { description: (error instanceof ApiError && error.serverMessage) || t('errorText') }),
  });
  const titleId = `archived-${event.id}-title`;

  function handleUnarchive() {
    if (!window.confirm(t('confirm', { name: event.name }))) return;
    unarchive.mutate(event.id);
  }

  return (
    <article className="event-card" aria-labelledby={titleId}>
      <div className="event-card__head">
        <div className="event-card__title">
          <h3 id={titleId}>{event.name}</h3>
          <p className="event-card__slug">{`/form/${event.slug}`}</p>
          <p className="event-card__dates">{formatDateRange(event.startDate, event.endDate)}</p>
        </div>
        <span className="badge badge--muted">{t('badge')}</span>
      </div>
      <p className="event-card__summary">
        <strong>{t('leads', { confirmed: formatCount(event.confirmedLeadCount), total: formatCount(event.leadCount) })}</strong>{' '}
        <span className="muted">({t('confirmedHint')})</span>
        <br />
        <span className="muted">{t('conversion', { rate: formatPercent(event.conversionRate) })}</span>
      </p>
      {event.dataDeletionDate && (
        <p className="event-card__retention">
          {t('deletion', { date: formatIsoDate(event.dataDeletionDate) })}
          {event.backupDate && <span> {t('backupHint', { date: formatIsoDate(event.backupDate) })}</span>}
        </p>
      )}
      <div className="event-card__actions">
        <ButtonLink
          variant="outline"
          size="sm"
          to={`/leads?event=${encodeURIComponent(event.id)}`}
          // named by its visible text (speech input says what it sees); the event comes as description
          aria-describedby={titleId}
        >
          {t('showLeads')}
        </ButtonLink>
        {manage && (
          <Button
            variant="secondary"
            size="sm"
            onClick={handleUnarchive}
            isLoading={unarchive.isPending}
            aria-describedby={titleId}
          >
            {unarchive.isPending ? t('unarchiving') : t('unarchive')}
          </Button>
        )}
      </div>
    </article>
  );
}
