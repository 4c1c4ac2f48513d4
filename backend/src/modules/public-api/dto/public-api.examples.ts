/** The example answers of the public API's OpenAPI document (each one valid against its schema; a test checks). */

export const EVENT_EXAMPLE = {
  id: '3f6c1a2e-8b4d-4f0e-9a57-2d1c0b9e7a41',
  name: 'Hannover Messe 2026',
  slug: 'hannover-messe-2026',
  status: 'active',
  formUrl: 'https://app.fairleads.de/form/muster-gmbh/hannover-messe-2026',
  createdAt: '2026-03-02T09:15:00.000Z',
};

export const LEAD_EXAMPLE = {
  id: '9b2f7c1e-4a3d-4e6b-8f01-5c7d2e9a1b34',
  eventId: EVENT_EXAMPLE.id,
  eventName: EVENT_EXAMPLE.name,
  status: 'confirmed',
  name: 'Erika Mustermann',
  email: 'erika.mustermann@example.com',
  answers: [
    { label: 'Firma', value: 'Muster GmbH' },
    { label: 'Telefon', value: '+49 511 123456' },
  ],
  rating: 'hot',
  tags: ['Neukunde', 'Rückruf'],
  source: 'badge',
  createdAt: '2026-03-02T10:41:07.000Z',
  confirmedAt: '2026-03-02T10:43:51.000Z',
  updatedAt: '2026-03-02T11:02:30.000Z',
};

export const REMOVED_LEAD_EXAMPLE = { id: '0c4e8d2a-7f1b-4c9e-a6d3-8e2b5f0a9c17', removed: true };

export const LEAD_CHANGE_EXAMPLE = { rating: 'hot', tags: ['Neukunde', 'Rückruf'] };
