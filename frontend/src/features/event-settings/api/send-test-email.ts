import { apiRequest } from '@/lib/api-client';

export type TestEmailType = 'doi' | 'welcome';
/** The language of the visitor the test mail plays (German unless 'en'). */
export type TestEmailLang = 'de' | 'en';

/** POST /api/events/{id}/test-email -> { message }; 429 after 10 in 10 min. */
export function sendTestEmail(id: string, type: TestEmailType, lang: TestEmailLang = 'de'): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/events/${encodeURIComponent(id)}/test-email`, 'POST', lang === 'de' ? { type } : { type, lang });
}
