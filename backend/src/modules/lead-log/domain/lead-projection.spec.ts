import type { LeadEventData, StoredLeadEvent } from './lead-events';
import { applyLeadEvent } from './lead-projection';

const captured = (schemaVersion: number, data: Partial<LeadEventData['LeadCaptured']>): StoredLeadEvent<'LeadCaptured'> => ({
  position: '1',
  eventId: 'f1',
  leadId: 'l1',
  version: 1,
  ownerEventId: 'e1',
  type: 'LeadCaptured',
  schemaVersion,
  data: { eventId: 'e1', formVersion: 1, doubleOptIn: true, consentText: 'x', consentTextHash: 'x', ipHash: null, userAgent: null, confirmationTokenHash: null, tokenNonce: null, ...data },
  metadata: { actor: 'visitor' },
  occurredAt: new Date('2026-03-01T10:00:00Z'),
});

describe('the projection of a lead’s source', () => {
  it('takes the source a fact of version 3 names', () => {
    expect(applyLeadEvent(null, captured(3, { source: 'badge', standDeviceId: 'd1' })).source).toBe('badge');
    expect(applyLeadEvent(null, captured(3, { source: 'card' })).source).toBe('card');
    expect(applyLeadEvent(null, captured(3, { source: 'form' })).source).toBe('form');
  });

  it('reads an older fact as the migration backfilled it: a stand device’s capture is stand, any other form', () => {
    expect(applyLeadEvent(null, captured(2, { standDeviceId: 'd1' })).source).toBe('stand');
    expect(applyLeadEvent(null, captured(2, {})).source).toBe('form');
    expect(applyLeadEvent(null, captured(1, {})).source).toBe('form');
  });
});
