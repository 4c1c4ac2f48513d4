import { slugify } from './slug';

describe('slugify (spec 4 slug generation)', () => {
  it.each([
    ['Messe Wien 2026', 'messe-wien-2026'],
    ['  Hallo   Welt  ', 'hallo-welt'],
    ['Bäckerei & Café!', 'bckerei-caf'],
    ['a -- b', 'a-b'],
    ['--Start-Ende--', 'start-ende'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
