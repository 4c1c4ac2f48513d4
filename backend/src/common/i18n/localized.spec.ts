import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BadRequestException } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { describeError } from '../errors/http-exception.filter';
import { createValidationPipe } from '../validation/validation.pipe';
import { bilingual, englishOf, fieldWordsIn, localized, wordIn } from './localized';

const SRC = join(__dirname, '..', '..');

/** Every `dto/*.ts` under src (the DTOs and their shared rule helpers). */
function dtoFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dtoFiles(path);
    const inDto = dir.split(/[\\/]/).pop() === 'dto';
    return inDto && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** A sentence for people in German: umlauts or common German words (not an English default of the framework). */
const looksGerman = (text: string) => /[äöüÄÖÜß„“]|\b(Bitte|bitte|der|die|das|ist|sind|muss|darf|nicht|ein|eine|oder|und|gib|wähle|erforderlich|Ungültig\w*)\b/.test(text);

describe('localized', () => {
  it('words a Localized pair and a bilingual sentence in the asked language, German by default', () => {
    const pair = localized('Nicht gefunden.', 'Not found.');
    expect(wordIn(pair, 'de')).toBe('Nicht gefunden.');
    expect(wordIn(pair, 'en')).toBe('Not found.');
    const sentence = bilingual('Bitte gib einen Testsatz ein.', 'Please enter a test sentence.');
    expect(sentence).toBe('Bitte gib einen Testsatz ein.');
    expect(wordIn(sentence, 'en')).toBe('Please enter a test sentence.');
    expect(englishOf(sentence)).toBe('Please enter a test sentence.');
    expect(wordIn('Ein Satz ohne Englisch.', 'en')).toBe('Ein Satz ohne Englisch.');
    expect(fieldWordsIn({ a: pair, b: sentence }, 'en')).toEqual({ a: 'Not found.', b: 'Please enter a test sentence.' });
  });
});

describe('every DTO message has an English', () => {
  const files = dtoFiles();

  beforeAll(() => {
    // importing a DTO runs its decorators, which register their rules (and bilingual's pairs)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const file of files) require(file);
  });

  it('finds the DTOs', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.some((file) => file.endsWith(join('identity', 'dto', 'register.dto.ts')))).toBe(true);
  });

  it('knows the English of every German constraint message', () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> };
    const all = [...storage.validationMetadatas.values()].flat();
    const messages = all.map((rule) => rule.message).filter((message): message is string => typeof message === 'string');
    expect(messages.length).toBeGreaterThan(200);
    const german = [...new Set(messages.filter(looksGerman))];
    expect(german).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
    const withoutEnglish = german.filter((message) => englishOf(message) === undefined);
    expect(withoutEnglish).toEqual([]);
    // no rule's message is a function: those could not be looked up by their German
    expect(all.filter((rule) => typeof rule.message === 'function').map((rule) => `${rule.target.toString().slice(0, 40)}.${rule.propertyName}`)).toEqual([]);
  });
});

describe('the validation pipe in English', () => {
  class Body {}

  it('words its own sentences (invalid input, not an object, unknown field) in English', async () => {
    const refusal = (await createValidationPipe({ strict: true })
      .transform({ extra: 1 }, { type: 'body', metatype: Body })
      .catch((error: unknown) => error)) as BadRequestException;
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect(describeError(refusal)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Dieses Feld gibt es hier nicht.', errors: { extra: 'Dieses Feld gibt es hier nicht.' } });
    expect(describeError(refusal, 'en')).toMatchObject({ code: 'VALIDATION_FAILED', message: 'There is no such field here.', errors: { extra: 'There is no such field here.' } });
    for (const de of ['Die Eingaben sind ungültig.', 'Die Anfrage muss ein JSON-Objekt enthalten.']) expect(englishOf(de)).toBeTruthy();
  });
});
