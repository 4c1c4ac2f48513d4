import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const EVENT_PARAM = 'event';

/** The event filter lives in the URL (?event={id}); changes replace the entry, no reload. */
export function useEventFilter(): [string | null, (eventId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const eventId = params.get(EVENT_PARAM) || null;
  const setEventId = useCallback(
    (next: string | null) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(EVENT_PARAM, next);
          else updated.delete(EVENT_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [eventId, setEventId];
}
