import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isActiveEvent } from '@/lib/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvents } from '../api/get-events';
import { eventsTexts as t } from '../texts';
import { useCreateEventFlow } from './create-event-flow';
import { EventGrid } from './event-grid';
import { useAutoCreateParam } from './use-auto-create';

export function EventsPage() {
  useDocumentTitle(t.documentTitle);
  const events = useEvents();
  const flow = useCreateEventFlow(events.data);
  const [searchParams, setSearchParams] = useSearchParams();
  const openCreateParam = searchParams.get('open_create') === 'true';
  const { openCreate } = flow;
  const { creatingDemo } = useAutoCreateParam(events.data, flow.start);

  // Spec 2: ?open_create=true (back from payment) opens the create dialog; the parameter goes.
  useEffect(() => {
    if (!openCreateParam) return;
    openCreate();
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('open_create');
        return next;
      },
      { replace: true },
    );
  }, [openCreateParam, openCreate, setSearchParams]);

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

      {creatingDemo ? (
        <PageSpinner label={t.demo.creating} />
      ) : (
        <QueryState query={events} loadingLabel={t.loading} errorText={t.loadError}>
          {(list) =>
            !list.some(isActiveEvent) ? (
              <div className="empty-state">
                <h2>{t.empty.title}</h2>
                <p className="muted">{t.empty.text}</p>
                <Button onClick={flow.start}>{t.createButton}</Button>
              </div>
            ) : (
              <EventGrid events={list.filter(isActiveEvent)} />
            )
          }
        </QueryState>
      )}
      {flow.dialogs}
    </div>
  );
}
