import type { TestEmailLang } from './send-test-email';

/**
 * GET /api/events/{id}/follow-ups/{step}/preview[?lang=en] -> text/html: the saved step's mail
 * (step numbered from 1). Loaded by a sandboxed iframe; `version` changes with each save, so the
 * frame loads the stored text again.
 */
export function followUpPreviewUrl(eventId: string, step: number, lang: TestEmailLang, version: number): string {
  const query = new URLSearchParams();
  if (lang !== 'de') query.set('lang', lang);
  query.set('v', String(version));
  return `/api/events/${encodeURIComponent(eventId)}/follow-ups/${step}/preview?${query.toString()}`;
}
