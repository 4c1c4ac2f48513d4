import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestBlob } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type EventQr = ApiSchema<'EventQrAnswer'>;

/** GET /api/events/{id}/qr: the code to show (showing it publishes nothing). */
function getEventQr(eventId: string): Promise<EventQr> {
  return apiRequest<EventQr>(`/api/events/${encodeURIComponent(eventId)}/qr`);
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

/** The QR code as a file (GET /api/events/{id}/qr.png|svg): downloading it publishes the form address. */
export function qrFileUrl(eventId: string, format: 'png' | 'svg'): string {
  return `/api/events/${encodeURIComponent(eventId)}/qr.${format}`;
}

export function getEventQrSvgFile(eventId: string): Promise<Blob> {
  return apiRequestBlob(qrFileUrl(eventId, 'svg'));
}
