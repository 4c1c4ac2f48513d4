import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveOptions } from '../hooks/use-auto-save';
import { apiRequest } from '@/lib/api-client';
import { EVENTS_QUERY_KEY } from '@/lib/events';
import type { EventDetail, EventSettings } from '../types';

/** Under EVENTS_QUERY_KEY so invalidating the events list also marks the detail stale. */
export const eventDetailQueryKey = (id: string) => [...EVENTS_QUERY_KEY, id] as const;

/** GET /api/events/{id}; 404 { message: 'Event nicht gefunden' }. */
export function getEvent(id: string): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}`);
}

export function useEventDetail(id: string) {
  return useQuery(
    queryOptions({
      queryKey: eventDetailQueryKey(id),
      queryFn: () => getEvent(id),
      retry: false,
      // The form keeps its own state; background refetches must not reset it.
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    }),
  );
}

/** PUT /api/events/{id} with the full settings -> saved EventView; 400 carries a German message. */
export function updateEvent(id: string, settings: EventSettings, options: SaveOptions = {}): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}`, 'PUT', settings, options);
}

export type TestEmailType = 'doi' | 'welcome';
/** The language of the visitor the test mail plays (German unless 'en'). */
export type TestEmailLang = 'de' | 'en';

/** POST /api/events/{id}/test-email -> { message }; 429 after 10 in 10 min. */
export function sendTestEmail(id: string, type: TestEmailType, lang: TestEmailLang = 'de'): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/events/${encodeURIComponent(id)}/test-email`, 'POST', lang === 'de' ? { type } : { type, lang });
}

/** POST /api/events/{id}/archive. */
export function archiveEvent(id: string): Promise<unknown> {
  return apiRequest(`/api/events/${encodeURIComponent(id)}/archive`, 'POST');
}
