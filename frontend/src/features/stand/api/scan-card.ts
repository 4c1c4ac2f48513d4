import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import { apiUpload } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** The fields the OCR found (each a string or null), its confidence and the text it read. */
export type CardScanAnswer = ApiSchema<'CardScanAnswer'>;

/** POST /api/events/{id}/card-scans with the device token: the photo (field `image`) read by the server's OCR. */
export function scanCard(eventId: string, token: string, photo: Blob): Promise<CardScanAnswer> {
  const body = new FormData();
  body.append('image', photo, photo instanceof File ? photo.name : 'visitenkarte.jpg');
  return apiUpload<CardScanAnswer>(`/api/events/${encodeURIComponent(eventId)}/card-scans`, 'POST', body, undefined, {
    [STAND_TOKEN_HEADER]: token,
  });
}
