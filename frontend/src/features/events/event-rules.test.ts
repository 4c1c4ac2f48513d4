import { createTarget, isValidFormUrl, leadCounterText, qrFileName } from './event-rules';

describe('create button rule: pay before filling', () => {
  it('opens the purchase first once the free event is used and no credit is left', () => {
    expect(createTarget([{ status: 'active' }], { eventCredits: 0, freeEventAvailable: false })).toBe('payment');
    // the free event archived: still used, the server would refuse a second one
    expect(createTarget([{ status: 'archived' }], { eventCredits: 0, freeEventAvailable: false })).toBe('payment');
    expect(createTarget([], { eventCredits: 0, freeEventAvailable: false })).toBe('payment');
  });

  it('opens the create dialog with a credit or while the free event is still to be created', () => {
    expect(createTarget([], { eventCredits: 0, freeEventAvailable: true })).toBe('create');
    expect(createTarget([{ status: 'active' }], { eventCredits: 1, freeEventAvailable: false })).toBe('create');
  });

  it('falls back to its own rule (an active event and no credit) when the server does not say', () => {
    expect(createTarget([{ status: 'active' }], { eventCredits: 0 })).toBe('payment');
    expect(createTarget([{ status: '' }], { eventCredits: 0 })).toBe('payment');
    expect(createTarget([{ status: 'archived' }], { eventCredits: 0 })).toBe('create');
    expect(createTarget([{ status: 'active' }], undefined)).toBe('payment');
  });
});

describe('first-event lead counter', () => {
  it("says 'x von 10' with the remaining leads", () => {
    expect(leadCounterText(3, 3)).toEqual({ value: '3 von 10', status: '7 verbleibend', limitReached: false });
    expect(leadCounterText(9, 9).status).toBe('1 verbleibend');
  });

  it("shows 'Limit erreicht' from 10 captured leads on", () => {
    expect(leadCounterText(10, 10)).toEqual({ value: '10 von 10', status: 'Limit erreicht', limitReached: true });
    expect(leadCounterText(14, 14).status).toBe('Limit erreicht');
  });

  it('says how many of the used slots belong to erased leads', () => {
    expect(leadCounterText(10, 9)).toEqual({ value: '10 von 10 (1 gelöscht)', status: 'Limit erreicht', limitReached: true });
    expect(leadCounterText(6, 4)).toEqual({ value: '6 von 10 (2 gelöscht)', status: '4 verbleibend', limitReached: false });
  });
});

describe('QR helpers', () => {
  it('builds the file name from the lowercased event name', () => {
    expect(qrFileName('Messe Wien 2026', 'png')).toBe('qr-code-messe-wien-2026.png');
    expect(qrFileName('Expo', 'svg')).toBe('qr-code-expo.svg');
  });

  it('accepts only form URLs', () => {
    expect(isValidFormUrl('https://fairleads.de/form/firma/expo')).toBe(true);
    expect(isValidFormUrl('https://fairleads.de/firma/expo')).toBe(false);
    expect(isValidFormUrl(undefined)).toBe(false);
  });
});
