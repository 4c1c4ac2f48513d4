import { COMPANY_SLUG_MAX_LENGTH, COMPANY_SLUG_PATTERN } from './account-rules';
import {
  companySlugAsTyped,
  companySlugFrom,
  EVENT_SLUG_MAX_LENGTH,
  EVENT_SLUG_PATTERN,
  eventSlugFrom,
  transliterate,
} from './slug-rules';

describe('transliterate', () => {
  it.each([
    ['München', 'Muenchen'],
    ['Straße', 'Strasse'],
    ['ÄÖÜ äöü', 'AeOeUe aeoeue'],
    ['ẞ', 'SS'],
    ['Café Crème', 'Cafe Creme'],
    ['Øresund Ålborg', 'Oresund Alborg'],
    ['Łódź', 'Lodz'],
    ['Æble Œuvre', 'Aeble Oeuvre'],
    ['Mu\u0308nchen', 'Muenchen'], // decomposed ü, as macOS sends it
    ['ﬁrma ＡＢＣ', 'firma ABC'],
  ])('%s → %s', (input, expected) => {
    expect(transliterate(input)).toBe(expected);
  });
});

describe('eventSlugFrom (the slug rule after transliteration)', () => {
  it.each([
    ['IAA Mobility München', 'iaa-mobility-muenchen'],
    ['Mariahilfer Straße', 'mariahilfer-strasse'],
    ['Café Crème', 'cafe-creme'],
    ['Øresund Ålborg', 'oresund-alborg'],
    ['ÄÖÜ', 'aeoeue'],
    ['ẞ', 'ss'],
    ['Messe Wien 2026!', 'messe-wien-2026'],
    ['  Hallo   Welt  ', 'hallo-welt'],
    ['--Start - - Ende--', 'start-ende'],
    ['a -- b', 'a-b'],
    ['Bäckerei & Café', 'baeckerei-cafe'],
    ['Messe 🎉 Wien 🚀', 'messe-wien'],
    ['🎉', ''],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(eventSlugFrom(input)).toBe(expected);
  });

  it('cuts at the maximum length without leaving a hyphen at the end', () => {
    const name = `${'a'.repeat(EVENT_SLUG_MAX_LENGTH - 1)} zweites Wort`;
    expect(eventSlugFrom(name)).toBe('a'.repeat(EVENT_SLUG_MAX_LENGTH - 1));
    expect(eventSlugFrom('Wort '.repeat(30))).toHaveLength(EVENT_SLUG_MAX_LENGTH - 1);
    expect(eventSlugFrom('ü'.repeat(40))).toBe('ue'.repeat(30));
  });

  it('makes only slugs the server accepts (or nothing)', () => {
    for (const name of ['IAA Mobility München', ' - Ä-ö ü - ', 'x'.repeat(200), 'Øl & Brød', 'Wort '.repeat(30)]) {
      expect(eventSlugFrom(name)).toMatch(EVENT_SLUG_PATTERN);
    }
  });
});

describe('companySlugFrom', () => {
  it.each([
    ['Mein Stand GmbH', 'mein-stand-gmbh'],
    ['Müller & Söhne GmbH', 'mueller-soehne-gmbh'],
    ['  Über-Messe  ', 'ueber-messe'],
  ])('%s → %s', (input, expected) => {
    expect(companySlugFrom(input)).toBe(expected);
  });

  it('stays within the company slug length, or the length the caller asks for', () => {
    expect(companySlugFrom('Firma '.repeat(20))).toMatch(COMPANY_SLUG_PATTERN);
    expect(companySlugFrom('Firma '.repeat(20)).length).toBeLessThanOrEqual(COMPANY_SLUG_MAX_LENGTH);
    expect(companySlugFrom('Firma '.repeat(20)).endsWith('-')).toBe(false);
    expect(companySlugFrom('jörg müller', 8)).toBe('joerg-mu');
    expect(companySlugFrom('jörg müller', 6)).toBe('joerg');
  });
});

describe('companySlugAsTyped', () => {
  it('keeps a trailing hyphen so the next word can follow, and ends typing in the same slug', () => {
    expect(companySlugAsTyped('Mein ')).toBe('mein-');
    expect(companySlugAsTyped('-Mein  Stand')).toBe('mein-stand');
    let typed = '';
    for (const key of 'Mein Stand GmbH') typed = companySlugAsTyped(typed + key);
    expect(typed).toBe('mein-stand-gmbh');
    expect(companySlugAsTyped('a'.repeat(80))).toHaveLength(COMPANY_SLUG_MAX_LENGTH);
  });
});
