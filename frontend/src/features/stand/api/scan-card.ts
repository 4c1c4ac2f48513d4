import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import type { CardScanResult } from '@/components/contact-scan';
import { apiUpload } from '@/lib/api-client';

// TODO(generated): the answer of POST /api/events/{id}/card-scans (docs/architecture.md "Card scans")
export type CardScanAnswer = CardScanResult;

/** POST /api/events/{id}/card-scans with the device token: the photo (field `image`) read by the server's OCR. */
export function scanCard(eventId: string, token: string, photo: Blob): Promise<CardScanAnswer> {
  const body = new FormData();
  body.append('image', photo, photo instanceof File ? photo.name : 'visitenkarte.jpg');
  return apiUpload<CardScanAnswer>(`/api/events/${encodeURIComponent(eventId)}/card-scans`, 'POST', body, undefined, {
    [STAND_TOKEN_HEADER]: token,
  });
}
