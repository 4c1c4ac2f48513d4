import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { EventView } from '@/lib/events';
import { useCreateEvent } from '../api/create-event';
import { demoEventInput, REDIRECT_AFTER_CREATE_MS } from '../event-rules';
import { eventsTexts as t } from '../texts';

/**
 * ?auto_create=true (the welcome dialog's button): an account without events gets the demo
 * event at once and lands in its settings; an account that already has events gets the usual
 * create button logic instead (create dialog or payment), so nothing is created twice.
 */
export function useAutoCreateParam(events: EventView[] | undefined, startCreateFlow: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const wanted = searchParams.get('auto_create') === 'true';

  const mutation = useCreateEvent({
    onSuccess: ({ event }) => {
      toast.success(t.demo.createdTitle, { description: t.demo.createdText });
      redirectTimer.current = window.setTimeout(
        () => navigate(`/events/${encodeURIComponent(event.id)}/settings`),
        REDIRECT_AFTER_CREATE_MS,
      );
    },
    onError: (error) => toast.error(t.create.errorTitle, { description: error.message || t.create.errorFallback }),
  });
  const { mutate } = mutation;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (!wanted || !events || handled.current) return;
    handled.current = true;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('auto_create');
        return next;
      },
      { replace: true },
    );
    if (events.length === 0) mutate(demoEventInput(new Date(), window.location.origin));
    else startCreateFlow();
  }, [wanted, events, mutate, setSearchParams, startCreateFlow]);

  return { creatingDemo: mutation.isPending };
}
