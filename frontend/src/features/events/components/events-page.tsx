import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isActiveEvent } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvents } from '../api/get-events';
import { eventsTexts as t } from '../texts';
import { useCreateEventFlow } from './create-event-flow';
import { EventGrid } from './event-grid';
import { useEventUrlActions } from './use-event-url-actions';

export function EventsPage() {
  useDocumentTitle(t.documentTitle);
  const events = useEvents();
  const flow = useCreateEventFlow(events.data);
  const { upgrading } = useEventUrlActions(events.data, flow);
  const { mustBuyFirst } = flow;

  return (
    <div className="container section">
      <header className="page-header page-header--actions">
        <div>
          <h1>{t.title}</h1>
          <p className="muted">{t.subtitle}</p>
        </div>
        <Button size="lg" onClick={flow.start} disabled={events.isPending}>
          {t.createButton}
        </Button>
      </header>

      {upgrading ? (
        <PageSpinner label={t.upgrade.working} />
      ) : (
        <QueryState query={events} loadingLabel={t.loading} errorText={t.loadError}>
          {(list) =>
            !list.some(isActiveEvent) ? (
              <div className="empty-state">
                <h2>{mustBuyFirst ? t.empty.paidTitle : t.empty.title}</h2>
                <p className="muted">{mustBuyFirst ? t.empty.paidText : t.empty.text}</p>
                <Button onClick={flow.start}>{mustBuyFirst ? t.empty.paidButton : t.createButton}</Button>
              </div>
            ) : (
              <EventGrid events={list.filter(isActiveEvent)} onUpgrade={flow.upgrade} />
            )
          }
        </QueryState>
      )}
      {flow.dialogs}
    </div>
  );
}
