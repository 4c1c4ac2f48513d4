import { countWords, readingTimeMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i}`).join(' ');

describe('reading time (words of the tag-stripped content / 200, rounded up, at least 1)', () => {
  it('counts words, not tags or attributes', () => {
    expect(countWords('<p class="intro">Leads&nbsp;auf der <strong>Messe</strong></p><p>erfassen</p>')).toBe(5);
    expect(countWords('<img src="a.jpg" alt="ein langer Alternativtext"><p>Eins</p>')).toBe(1);
  });

  it('rounds up and never says 0 minutes', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<h2>Titel</h2><p>${words(599)}</p>`)).toBe(3);
    expect(readingTimeMinutes(`<p>${words(1001)}</p>`)).toBe(6);
  });
});
