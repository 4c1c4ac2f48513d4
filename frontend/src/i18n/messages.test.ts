import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileCatalogue } from '../../vite.catalogues';
import { CompiledMessage, formatMessage, message, type Part } from './messages';

const LOCALES_DIR = join(__dirname, '..', 'locales');

/** A compiled catalogue module evaluated here, its `message` the real one. */
function load(json: string, file: string): unknown {
  const code = compileCatalogue(json, file).replace(/^import .*\n/, '').replace('export default ', 'return ');
  return new Function('m', code)(message);
}

/** Every message of a catalogue with its key, the compiled one beside its ICU text. */
function* messages(raw: unknown, compiled: unknown, key = ''): Generator<[string, string, unknown]> {
  if (typeof raw === 'string') yield [key, raw, compiled];
  else if (raw && typeof raw === 'object') {
    for (const [name, item] of Object.entries(raw)) yield* messages(item, (compiled as Record<string, unknown>)[name], key ? `${key}.${name}` : name);
  }
}

/** Values for every argument a message names: numbers for plurals and numbers, select keys tried in turn. */
function valueSets(parts: readonly Part[]): Record<string, unknown>[] {
  const base: Record<string, unknown> = {};
  const selects: [string, string[]][] = [];
  const plurals: string[] = [];
  const walk = (list: readonly Part[]) => {
    for (const part of list) {
      if (typeof part === 'string' || part === 4) continue;
      if (part[0] === 0) base[part[1]] ??= `«${part[1]}»`;
      if (part[0] === 1) base[part[1]] = 1234.5;
      if (part[0] === 2) selects.push([part[1], Object.keys(part[2])]);
      if (part[0] === 3) plurals.push(part[1]);
      if (part[0] === 2 || part[0] === 3) Object.values(part[2]).forEach(walk);
    }
  };
  walk(parts);
  const sets: Record<string, unknown>[] = [];
  for (const count of [0, 1, 2, 21, 1500]) {
    const values = { ...base };
    for (const name of plurals) values[name] = count;
    sets.push(values);
    for (const [name, keys] of selects) for (const key of keys) sets.push({ ...values, [name]: key === 'other' ? 'something-else' : key });
  }
  return sets;
}

/** i18next-icu's answer: the message formatted, or its ICU text when that fails. */
function icuFormat(icu: IntlMessageFormat, text: string, values: Record<string, unknown>): string {
  try {
    return String(icu.format(values as Record<string, string>));
  } catch {
    return text;
  }
}

describe('compiled catalogue messages', () => {
  it('format every message of every catalogue as intl-messageformat (i18next-icu) did', () => {
    let checked = 0;
    for (const lang of readdirSync(LOCALES_DIR)) {
      for (const file of readdirSync(join(LOCALES_DIR, lang))) {
        const json = readFileSync(join(LOCALES_DIR, lang, file), 'utf8');
        const compiled = load(json, file);
        for (const [key, text, result] of messages(JSON.parse(json), compiled)) {
          const icu = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true });
          if (!(result instanceof CompiledMessage)) {
            expect({ key: `${lang}/${file} ${key}`, text: result }).toEqual({ key: `${lang}/${file} ${key}`, text: icu.format() });
            checked++;
            continue;
          }
          for (const values of valueSets(result.parts)) {
            const where = `${lang}/${file} ${key} ${JSON.stringify(values)}`;
            expect({ where, text: formatMessage(result, values, lang) }).toEqual({ where, text: icuFormat(icu, text, values) });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });

  it('give the ICU text when an argument is missing, as i18next-icu did', () => {
    const compiled = load(JSON.stringify({ leads: '{count, plural, one {# Lead} other {# Leads}} von {name}' }), 'x.json') as { leads: CompiledMessage };
    expect(formatMessage(compiled.leads, { count: 1500, name: 'Ada' }, 'de')).toBe('1.500 Leads von Ada');
    expect(formatMessage(compiled.leads, { count: 1 }, 'de')).toBe('{count, plural, one {# Lead} other {# Leads}} von {name}');
  });

  it('keep plain texts as text, their ICU quotes resolved', () => {
    expect(load(JSON.stringify({ a: "Geht''s?", b: "'{'Klammer'}'", c: '' }), 'x.json')).toEqual({ a: "Geht's?", b: '{Klammer}', c: '' });
  });
});
