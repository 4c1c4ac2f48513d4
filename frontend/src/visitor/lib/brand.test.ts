import { accessibleFill, contrastRatio, DARK_TEXT, readableTextOn, WHITE } from './brand';

describe('accessibleFill: button colours that carry readable text', () => {
  it('keeps a brand colour on which white or dark text reaches 4.5:1', () => {
    expect(accessibleFill('#1d4ed8')).toBe('#1d4ed8'); // white text
    expect(accessibleFill('#e76e33')).toBe('#e76e33'); // dark text
    expect(accessibleFill('#ffd23f')).toBe('#ffd23f'); // dark text
  });

  it('deepens a mid-tone such as the default blue just enough for white text', () => {
    const fill = accessibleFill('#3b82f6');
    expect(fill).not.toBe('#3b82f6');
    expect(readableTextOn(fill)).toBe(WHITE);
    expect(contrastRatio(WHITE, fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, fill)).toBeLessThan(5.5); // a shade deeper, not black
  });

  it('gives every colour a text colour with at least 4.5:1', () => {
    for (const hex of ['#3b82f6', '#ff0000', '#00ff00', '#808080', '#e76e33', '#007e87']) {
      const fill = accessibleFill(hex);
      const text = readableTextOn(fill);
      expect([WHITE, DARK_TEXT]).toContain(text);
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
