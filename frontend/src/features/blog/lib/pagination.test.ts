import { pageItems, parsePageParam } from './pagination';

describe('pageItems (window of 2, first and last, ellipsis for gaps)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('on page 1: the window after it, an ellipsis, the last page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
  });

  it('in the middle: first, ellipsis, two either side, ellipsis, last', () => {
    expect(pageItems(6, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]);
  });

  it('near the start the window reaches the first page without a gap', () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('on the last page: first, ellipsis, the window before it', () => {
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('clamps a page outside the range and has nothing for no pages', () => {
    expect(pageItems(99, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(0, 0)).toEqual([]);
  });
});

describe('parsePageParam', () => {
  it('reads a positive integer; everything else is page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    for (const bad of ['', '0', '-2', 'abc', '2.5', '1e3', '99999999999999999999']) {
      expect(parsePageParam(bad)).toBe(1);
    }
  });
});
