import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isActiveEvent } from '@/lib/events';
import { useEvents } from '../api/get-events';
import { eventsTexts } from '../texts';
import { useCreateEventFlow } from './create-event-flow';
import { EventGrid } from './event-grid';

const t = eventsTexts;

/** Compact grid of the active events ending in the dashed create card (dashboard). */
export function EventsSection() {
  const events = useEvents();
  const flow = useCreateEventFlow(events.data);

  let content;
  if (events.isPending) content = <PageSpinner label={t.loading} />;
  else if (events.isError)
    content = (
      <Banner tone="error">
        {t.loadError}{' '}
        <Button variant="link" size="sm" onClick={() => events.refetch()}>
          {t.retry}
        </Button>
      </Banner>
    );
  else content = <EventGrid events={events.data.filter(isActiveEvent)} compact onCreate={flow.start} />;

  return (
    <>
      {content}
      {flow.dialogs}
    </>
  );
}
