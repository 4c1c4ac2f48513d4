import { WEBHOOK_TEST_TYPE, type WebhookPayload } from '@fairleads/shared/webhooks';

/**
 * What 'Test senden' delivers: a lead that is clearly made up (example.com, "Beispiel"), with
 * the shape of a real one, so the receiver's mapping can be tried without a visitor.
 */
export function sampleWebhookPayload(now: Date): WebhookPayload {
  const at = now.toISOString();
  return {
    type: WEBHOOK_TEST_TYPE,
    timestamp: at,
    data: {
      lead: {
        id: '00000000-0000-4000-8000-000000000000',
        status: 'confirmed',
        email: 'erika.beispiel@example.com',
        name: 'Erika Beispiel (Test)',
        answers: [{ field: 'customField1', label: 'Firma', value: 'Beispiel GmbH' }],
        rating: 'hot',
        tags: ['Test'],
        capturedAt: at,
        confirmedAt: at,
      },
      event: { id: '00000000-0000-4000-8000-000000000001', name: 'Beispiel-Messe (Test)', slug: 'beispiel-messe' },
    },
  };
}
