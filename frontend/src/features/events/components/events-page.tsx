import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { PageSpinner } from '@/components/ui/spinner';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { isActiveEvent } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvents } from '../api/get-events';
import { useCreateEventFlow } from './create-event-flow';
import { EventGrid } from './event-grid';
import { useEventUrlActions } from './use-event-url-actions';
import { NS } from '../i18n';

export function EventsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('documentTitle'));
  const events = useEvents();
  const flow = useCreateEventFlow(events.data);
  const { upgrading } = useEventUrlActions(events.data, flow);
  const { mustBuyFirst } = flow;
  // the stand team sees the events (QR codes, forms) but creates and changes none
  const manage = can(useAccountRole(), 'events.manage');

  return (
    <div className="container section">
      <header className="page-header page-header--actions">
        <div>
          <h1>{manage ? t('title') : t('titleStaff')}</h1>
          <p className="muted">{manage ? t('subtitle') : t('subtitleStaff')}</p>
        </div>
        {manage && (
          <Button size="lg" onClick={flow.start} disabled={events.isPending}>
            {t('createButton')}
          </Button>
        )}
      </header>

      {upgrading ? (
        <PageSpinner label={t('upgrade.working')} />
      ) : (
        <QueryState query={events} loadingLabel={t('loading')} errorText={t('loadError')}>
          {(list) =>
            !list.some(isActiveEvent) ? (
              manage ? (
                <div className="empty-state">
                  <h2>{mustBuyFirst ? t('empty.paidTitle') : t('empty.title')}</h2>
                  <p className="muted">{mustBuyFirst ? t('empty.paidText') : t('empty.text')}</p>
                  <Button onClick={flow.start}>{mustBuyFirst ? t('empty.paidButton') : t('createButton')}</Button>
                </div>
              ) : (
                <div className="empty-state">
                  <h2>{t('empty.title')}</h2>
                  <p className="muted">{t('empty.staffText')}</p>
                </div>
              )
            ) : (
              <EventGrid events={list.filter(isActiveEvent)} onUpgrade={manage ? flow.upgrade : undefined} manage={manage} />
            )
          }
        </QueryState>
      )}
      {manage && flow.dialogs}
    </div>
  );
}
