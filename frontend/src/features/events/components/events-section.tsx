import { QueryState } from '@/components/ui/query-state';
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

  return (
    <>
      <QueryState query={events} loadingLabel={t.loading} errorText={t.loadError}>
        {(list) => <EventGrid events={list.filter(isActiveEvent)} compact onCreate={flow.start} onUpgrade={flow.upgrade} />}
      </QueryState>
      {flow.dialogs}
    </>
  );
}
