import { useQuery } from '@tanstack/react-query';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import { EVENTS_QUERY_KEY, type EventView } from '@/lib/events';
import type { CappedEvent, EventOption } from '../types';

/** The filter dropdown's events (and their field labels for the columns): the same GET /api/events cache entry the events pages use. */
export function useEventOptions() {
  return useQuery({
    queryKey: EVENTS_QUERY_KEY,
    select: (events: EventView[]): EventOption[] =>
      events.map((event) => ({ id: String(event.id), name: event.name, customField1: event.customField1, customField2: event.customField2 })),
  });
}

/**
 * The free events whose lead cap is reached: their form takes no more leads until it is lifted.
 * Read again whenever the desk opens (staleTime 0): a list cached on the events page before a
 * visitor erased their data would count the cap differently from the list below it.
 */
export function useCappedEvents() {
  return useQuery({
    queryKey: EVENTS_QUERY_KEY,
    staleTime: 0,
    select: (events: EventView[]): CappedEvent[] =>
      events
        .filter((event) => event.isFirstEvent && event.leadLimitReached)
        .map((event) => ({
          id: String(event.id),
          name: event.name,
          // as leadCapUsage counts it, worded by the desk in its language
          used: Math.min(event.capturedLeadCount, FREE_EVENT_LEAD_LIMIT),
          limit: FREE_EVENT_LEAD_LIMIT,
          erasedCount: Math.max(0, event.capturedLeadCount - event.leadCount),
          erased: event.capturedLeadCount > event.leadCount,
        })),
  });
}
