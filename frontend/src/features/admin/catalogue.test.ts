import { i18n } from '@/i18n';
import de from '@/locales/de/admin.json';
import en from '@/locales/en/admin.json';
import { jsonResponse } from '@/test/render';
import { getEvents } from './api/get-events';
import { getAuditLog } from './api/get-audit-log';

/** Words that give away an English text (German loanwords such as Login, Dashboard or Panel are fine). */
const ENGLISH = /\b(failed|fetch|loading|error|please|cancel|save|search|users|stats|alerts|not found)\b/i;

/** Every message of a catalogue. */
function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
}

describe('the admin panel’s catalogues', () => {
  it('has no English text in German, the loaders’ errors included', () => {
    const texts = allTexts(de);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => ENGLISH.test(text))).toEqual([]);
  });

  it('is complete in English', () => {
    expect(allTexts(en)).toHaveLength(allTexts(de).length);
  });

  it('fails a list that cannot be loaded with a sentence in the current language', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'kaputt', statusCode: 500 }, 500)));
    await expect(getEvents()).rejects.toThrow('Die Events konnten nicht geladen werden.');
    await expect(getAuditLog(1, 25)).rejects.toThrow('Das Protokoll konnte nicht geladen werden.');
    await i18n.changeLanguage('en');
    await expect(getEvents()).rejects.toThrow('The events could not be loaded.');
  });
});
