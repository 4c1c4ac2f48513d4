import { apiRequest, apiUpload } from '@/lib/api-client';
import type { EventDetail } from '../types';

export type EventImageKind = 'logo' | 'header';

/** The server's limit too (413 above). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** PUT /api/events/{id}/images/{kind} (multipart field "file") -> the event; 400/413 carry a German message. */
export function uploadEventImage(id: string, kind: EventImageKind, file: File, onProgress?: (percent: number) => void): Promise<EventDetail> {
  const body = new FormData();
  body.append('file', file);
  return apiUpload<EventDetail>(`/api/events/${encodeURIComponent(id)}/images/${kind}`, 'PUT', body, onProgress);
}

/** DELETE /api/events/{id}/images/{kind} -> the event (the URL field is used again). */
export function removeEventImage(id: string, kind: EventImageKind): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}/images/${kind}`, 'DELETE');
}
