import type { EventView } from '@/lib/events';

export function makeEvent(overrides: Partial<EventView> = {}): EventView {
  return {
    id: 'ev-1',
    name: 'Messe Wien',
    slug: 'messe-wien',
    startDate: '2026-03-01',
    endDate: '2026-03-03',
    status: 'active',
    logoUrl: null,
    headerImageUrl: null,
    primaryColor: '#3b82f6',
    secondaryColor: '#007E87',
    downloadUrl: 'https://example.com/katalog.pdf',
    leadCount: 4,
    confirmedLeadCount: 3,
    conversionRate: 75,
    isFirstEvent: false,
    leadLimitReached: false,
    formUrl: 'http://localhost/form/firma/messe-wien',
    ...overrides,
    // without erased leads the cap counts what the list shows
    capturedLeadCount: overrides.capturedLeadCount ?? overrides.leadCount ?? 4,
  };
}

export const testUser = {
  id: 1,
  name: 'Erika Muster',
  email: 'erika@firma.de',
  companySlug: 'firma',
  eventCredits: 0,
  role: 'user',
};
