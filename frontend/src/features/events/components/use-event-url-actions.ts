import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import type { EventView } from '@/lib/events';
import type { useCreateEventFlow } from './create-event-flow';
import { useUpgradeWithFeedback } from './upgrade-dialog';
import { NS } from '../i18n';

const URL_ACTIONS = ['auto_create', 'open_create', 'upgrade', 'after_payment'] as const;

/**
 * The events page's links from elsewhere, each handled once and then removed from the address:
 * - ?auto_create=true (welcome dialog): an account without events names its first event; one
 *   with events gets the usual create button logic, so nothing is created twice;
 * - ?open_create=true (back from a purchase): the create dialog;
 * - ?upgrade={id} (limit mail, leads page): 'Limit aufheben' for that event;
 * - ?upgrade={id}&after_payment=true (back from a purchase made for it): the upgrade itself.
 */
export function useEventUrlActions(events: EventView[] | undefined, flow: ReturnType<typeof useCreateEventFlow>) {
  const { t } = useTranslation(NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useUser();
  const handled = useRef<string | null>(null);
  const upgrade = useUpgradeWithFeedback();
  const { mutate } = upgrade;
  const query = searchParams.toString();

  useEffect(() => {
    const wanted = URL_ACTIONS.some((name) => searchParams.has(name));
    if (!wanted || !events || !user || handled.current === query) return;
    handled.current = query;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const name of URL_ACTIONS) next.delete(name);
        return next;
      },
      { replace: true },
    );

    if (searchParams.get('open_create') === 'true') return flow.openCreate();
    if (searchParams.get('auto_create') === 'true') return events.length === 0 ? flow.openDemo() : flow.start();

    const eventId = searchParams.get('upgrade');
    if (!eventId) return;
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event) return void toast.error(t('upgrade.failedTitle'), { description: t('upgrade.notFound') });
    if (!event.isFirstEvent) return void toast.info(t('upgrade.notFree'));
    if (searchParams.get('after_payment') !== 'true') return flow.upgrade(event);
    // Bought for exactly this: no second question. A credit still on its way is not bought twice.
    if (user.eventCredits > 0) mutate(event.id);
    else toast.info(t('upgrade.pendingTitle'), { description: t('upgrade.pendingText') });
  }, [query, searchParams, events, user, flow, mutate, setSearchParams, t]);

  return { upgrading: upgrade.isPending };
}
