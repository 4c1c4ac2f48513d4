import { createTarget, isValidFormUrl, leadCounterText, qrFileName } from './event-rules';

describe('create button rule', () => {
  it('opens the payment dialog with an active event and no credits', () => {
    expect(createTarget([{ status: 'active' }], 0)).toBe('payment');
    expect(createTarget([{ status: 'active' }], undefined)).toBe('payment');
  });

  it('opens the create dialog without active events or with credits', () => {
    expect(createTarget([], 0)).toBe('create');
    expect(createTarget([{ status: 'archived' }], 0)).toBe('create');
    expect(createTarget([{ status: 'active' }], 1)).toBe('create');
  });

  it('treats a missing status as active', () => {
    expect(createTarget([{ status: '' }], 0)).toBe('payment');
  });
});

describe('first-event lead counter', () => {
  it('shows x/10 with the remaining leads', () => {
    expect(leadCounterText(3)).toEqual({ value: '3/10', status: '7 verbleibend', limitReached: false });
    expect(leadCounterText(9).status).toBe('1 verbleibend');
  });

  it("shows 'Limit erreicht' from 10 leads on", () => {
    expect(leadCounterText(10)).toEqual({ value: '10/10', status: 'Limit erreicht', limitReached: true });
    expect(leadCounterText(14).status).toBe('Limit erreicht');
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
