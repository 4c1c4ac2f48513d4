import { isBrokenText, MAX_JSON_DEPTH, nestingExceeds } from './input-guard';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('JSON nesting depth', () => {
  it('allows MAX_JSON_DEPTH levels and refuses one more', () => {
    expect(nestingExceeds(bytes(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`), MAX_JSON_DEPTH)).toBe(false);
    expect(nestingExceeds(bytes(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`), MAX_JSON_DEPTH)).toBe(false);
    expect(nestingExceeds(bytes(`${'['.repeat(MAX_JSON_DEPTH + 1)}`), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts depth, not brackets: many siblings are fine', () => {
    expect(nestingExceeds(bytes(JSON.stringify(Array.from({ length: 1000 }, () => [[1]]))), MAX_JSON_DEPTH)).toBe(false);
  });

  it('ignores brackets inside strings, also after escaped quotes and backslashes', () => {
    const text = JSON.stringify({ a: `${'['.repeat(100)}"\\${'{'.repeat(100)}`, b: '\\' });
    expect(nestingExceeds(bytes(text), MAX_JSON_DEPTH)).toBe(false);
    expect(nestingExceeds(bytes(`{"a":"\\\\",${'"b":['.repeat(1)}${'['.repeat(40)}`), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('broken text', () => {
  it.each([
    ['NUL', 'a\u0000b', true],
    ['a lone high surrogate', '\ud800@t.test', true],
    ['a lone low surrogate', 'J\udc00rg', true],
    ['a high surrogate at the end', 'Anna\ud83c', true],
    ['umlauts', 'Jörg Weiß', false],
    ['an emoji (a surrogate pair)', 'Stand 🎪', false],
    ['other control characters', 'Zeile 1\nZeile 2\t\u0007', false],
  ])('%s', (_case, text, broken) => {
    expect(isBrokenText(text)).toBe(broken);
  });
});
