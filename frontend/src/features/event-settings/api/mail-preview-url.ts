import type { TestEmailLang, TestEmailType } from './send-test-email';

/**
 * GET /api/events/{id}/mail-preview?type=doi|welcome[&lang=en] -> text/html: the mail as the
 * visitor gets it, with a sample visitor. Loaded by a sandboxed iframe, not by fetch; `version`
 * (the event's updatedAt) makes a stored change a new address, so the frame loads it again.
 */
export function mailPreviewUrl(id: string, type: TestEmailType, lang: TestEmailLang, version: string): string {
  const query = new URLSearchParams({ type });
  if (lang !== 'de') query.set('lang', lang);
  if (version) query.set('v', version);
  return `/api/events/${encodeURIComponent(id)}/mail-preview?${query.toString()}`;
}
