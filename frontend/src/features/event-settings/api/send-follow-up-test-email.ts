import { apiRequest } from '@/lib/api-client';
import type { TestEmailLang } from './send-test-email';

/** POST /api/events/{id}/follow-ups/{step}/test-email {lang?} -> { message }: to the member's own address, subject '[Test] …'. */
export function sendFollowUpTestEmail(eventId: string, step: number, lang: TestEmailLang = 'de'): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(
    `/api/events/${encodeURIComponent(eventId)}/follow-ups/${step}/test-email`,
    'POST',
    lang === 'de' ? {} : { lang },
  );
}
