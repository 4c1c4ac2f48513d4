export type PosterSize = 'A4' | 'A5';

/** GET /api/events/{id}/qr/poster.pdf?size=A4|A5: the stand poster, a plain download link (the session cookie goes along). */
export function qrPosterUrl(eventId: string, size: PosterSize): string {
  return `/api/events/${encodeURIComponent(eventId)}/qr/poster.pdf?size=${size}`;
}
