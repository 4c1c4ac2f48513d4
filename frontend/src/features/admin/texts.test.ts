import { jsonResponse } from '@/test/render';
import { getEvents } from './api/get-events';
import { getAuditLog } from './api/get-audit-log';
import { adminFetchErrors, adminTexts } from './texts';

/** Words that give away an English text (German loanwords such as Login, Dashboard or Panel are fine). */
const ENGLISH = /\b(failed|fetch|loading|error|please|cancel|save|search|users|stats|alerts|not found)\b/i;

/** Every text of the panel, functions called with sample values. */
function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return allTexts((value as (...args: unknown[]) => unknown)('Erika', 2));
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allTexts);
  return [];
}

describe('the admin panel speaks German', () => {
  it('has no English text, the loaders’ errors included', () => {
    const texts = [...allTexts(adminTexts), ...allTexts(adminFetchErrors)];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => ENGLISH.test(text))).toEqual([]);
  });

  it('fails a list that cannot be loaded with a German sentence', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'kaputt', statusCode: 500 }, 500)));
    await expect(getEvents()).rejects.toThrow('Die Events konnten nicht geladen werden.');
    await expect(getAuditLog(1, 25)).rejects.toThrow('Das Protokoll konnte nicht geladen werden.');
  });
});
