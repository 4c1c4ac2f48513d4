import { FREE_EVENT_LEAD_LIMIT, leadCapUsage } from './event-rules';

describe('leadCapUsage', () => {
  it('says how many of the cap are used', () => {
    expect(leadCapUsage(4, 4)).toBe(`4 von ${FREE_EVENT_LEAD_LIMIT}`);
    expect(leadCapUsage(0, 0)).toBe('0 von 10');
  });

  it('names erased leads, which still count towards the cap', () => {
    expect(leadCapUsage(10, 9)).toBe('10 von 10 (1 gelöscht)');
    expect(leadCapUsage(7, 4)).toBe('7 von 10 (3 gelöscht)');
  });

  it('never shows more than the cap', () => {
    expect(leadCapUsage(12, 12)).toBe('10 von 10');
  });
});
