import { isTriggerFact } from './crm-sync-publisher.service';

describe('which lead fact sends a lead to a CRM', () => {
  it('takes the capture for "captured", the confirmation (or a capture already confirmed) for "confirmed"', () => {
    expect(isTriggerFact('captured', { type: 'lead.captured', leadStatus: 'pending' })).toBe(true);
    expect(isTriggerFact('captured', { type: 'lead.confirmed', leadStatus: 'confirmed' })).toBe(false);
    expect(isTriggerFact('confirmed', { type: 'lead.captured', leadStatus: 'pending' })).toBe(false);
    expect(isTriggerFact('confirmed', { type: 'lead.captured', leadStatus: 'confirmed' })).toBe(true); // no double opt-in
    expect(isTriggerFact('confirmed', { type: 'lead.confirmed', leadStatus: 'confirmed' })).toBe(true);
    expect(isTriggerFact('confirmed', { type: 'lead.qualified', leadStatus: 'confirmed' })).toBe(false);
  });
});
