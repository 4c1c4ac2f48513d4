import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface EventQr {
  /** PNG data URL (default) or SVG markup (format=svg). */
  qrCode: string;
  formUrl: string;
}

/** GET /api/events/{id}/qr (?format=svg). */
export function getEventQr(eventId: string, format: 'png' | 'svg' = 'png'): Promise<EventQr> {
  const query = format === 'svg' ? '?format=svg' : '';
  return apiRequest<EventQr>(`/api/events/${encodeURIComponent(eventId)}/qr${query}`);
}

/** Not cached: every opening of the dialog loads a fresh code. */
const eventQrQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['/api/events', eventId, 'qr'],
    queryFn: () => getEventQr(eventId),
    staleTime: 0,
    gcTime: 0,
  });

export function useEventQr(eventId: string, enabled = true) {
  return useQuery({ ...eventQrQueryOptions(eventId), enabled });
}
