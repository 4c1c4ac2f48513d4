import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
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

  const active = events.data?.filter(isActiveEvent) ?? [];

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

      {events.isPending || creatingDemo ? (
        <PageSpinner label={creatingDemo ? t.demo.creating : t.loading} />
      ) : events.isError ? (
        <Banner tone="error">
          {t.loadError}{' '}
          <Button variant="link" size="sm" onClick={() => events.refetch()}>
            {t.retry}
          </Button>
        </Banner>
      ) : active.length === 0 ? (
        <div className="empty-state">
          <h2>{t.empty.title}</h2>
          <p className="muted">{t.empty.text}</p>
          <Button onClick={flow.start}>{t.createButton}</Button>
        </div>
      ) : (
        <EventGrid events={active} />
      )}
      {flow.dialogs}
    </div>
  );
}
