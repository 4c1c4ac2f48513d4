import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { isActiveEvent } from '@/lib/events';
import { useEvents } from '../api/get-events';
import { useCreateEventFlow } from './create-event-flow';
import { EventGrid } from './event-grid';
import { NS } from '../i18n';

/** Compact grid of the active events ending in the dashed create card (dashboard; none for the stand team). */
export function EventsSection() {
  const { t } = useTranslation(NS);
  const events = useEvents();
  const flow = useCreateEventFlow(events.data);
  const manage = can(useAccountRole(), 'events.manage');

  return (
    <>
      <QueryState query={events} loadingLabel={t('loading')} errorText={t('loadError')}>
        {(list) =>
          manage ? (
            <EventGrid events={list.filter(isActiveEvent)} compact onCreate={flow.start} onUpgrade={flow.upgrade} manage />
          ) : (
            <EventGrid events={list.filter(isActiveEvent)} compact manage={false} />
          )
        }
      </QueryState>
      {manage && flow.dialogs}
    </>
  );
}
