import { formatChangeCursor, parseChangeCursor } from './lead-list-query';

describe('the since cursor', () => {
  it('carries the whole snapshot, in progress transactions included, and reads it back', () => {
    const cursor = formatChangeCursor({ snapshot: '700:705:701,703', scope: 'abc_DEF-1' });
    expect(cursor).toBe('s2.700-705-701_703.abc_DEF-1');
    expect(parseChangeCursor(cursor)).toEqual({ snapshot: '700:705:701,703', scope: 'abc_DEF-1' });
    expect(parseChangeCursor(formatChangeCursor({ snapshot: '9:9:', scope: 's' }))).toEqual({ snapshot: '9:9:', scope: 's' });
  });

  it('keeps only the xmin when too many transactions are in progress, which repeats changes but never misses one', () => {
    const running = Array.from({ length: 101 }, (_, i) => String(1001 + i));
    expect(formatChangeCursor({ snapshot: `1000:2000:${running.join(',')}`, scope: 's' })).toBe('s2.1000-1000-.s');
  });

  it('still takes a cursor of the xmin-only kind an older answer gave', () => {
    expect(parseChangeCursor('s1.42.scope')).toEqual({ snapshot: '42:42:', scope: 'scope' });
  });

  it.each(['s2.705-700-.s', 's2.700-705-699.s', 's2.700-705-705.s', 's2.700-705-1,2.s', 's2.1-2.s', 'gestern'])('refuses %s', (value) => {
    expect(() => parseChangeCursor(value)).toThrow("'since' ist ungültig");
  });
});
