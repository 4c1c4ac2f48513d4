import { NEW_ROW_HIGHLIGHT_MS, updateHighlights } from './new-rows';

describe('new-row highlight', () => {
  it('keeps each id for 3 s, then drops it', () => {
    const start = 1_000;
    const a = updateHighlights(new Map(), ['4'], start);
    expect([...a]).toEqual([['4', start + NEW_ROW_HIGHLIGHT_MS]]);
    const b = updateHighlights(a, ['5'], start + 1_000);
    expect([...b.keys()]).toEqual(['4', '5']);
    const c = updateHighlights(b, [], start + NEW_ROW_HIGHLIGHT_MS);
    expect([...c.keys()]).toEqual(['5']);
    const d = updateHighlights(c, [], start + 1_000 + NEW_ROW_HIGHLIGHT_MS);
    expect(d.size).toBe(0);
  });

  it('returns the same map when nothing changes (no re-render)', () => {
    const map = updateHighlights(new Map(), ['1'], 0);
    expect(updateHighlights(map, [], 10)).toBe(map);
  });
});
