import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The SPA's catalogues (src/locales/<lang>/<namespace>.json) compiled from ICU MessageFormat when
 * the app imports them: a plain message becomes its text, any other the parts that
 * src/i18n/messages.ts fills in. The browser (and the server renderer) then carries no ICU parser
 * and parses nothing before the first render. Tests that read a catalogue as data get its JSON.
 */
const CATALOGUE = /\/src\/locales\/[a-z]{2}\/[\w-]+\.json$/;
const PREFIX = '\0fl-catalogue:';

type Part = string | 4 | [0 | 1, string] | [2, string, Record<string, Part[]>] | [3, string, Record<string, Part[]>, 0 | 1];

function compileElements(elements: MessageFormatElement[], where: string): Part[] {
  const parts: Part[] = [];
  const text = (value: string) => {
    if (typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += value;
    else parts.push(value);
  };
  const options = (all: Record<string, { value: MessageFormatElement[] }>) =>
    Object.fromEntries(Object.entries(all).map(([key, option]) => [key, compileElements(option.value, where)]));
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        text(element.value);
        break;
      case TYPE.argument:
        parts.push([0, element.value]);
        break;
      case TYPE.number:
        if (element.style) throw new Error(`${where}: a number style or skeleton is not supported by src/i18n/messages.ts`);
        parts.push([1, element.value]);
        break;
      case TYPE.select:
        parts.push([2, element.value, options(element.options)]);
        break;
      case TYPE.plural:
        if (element.offset) throw new Error(`${where}: a plural offset is not supported by src/i18n/messages.ts`);
        parts.push([3, element.value, options(element.options), element.pluralType === 'ordinal' ? 1 : 0]);
        break;
      case TYPE.pound:
        parts.push(4);
        break;
      default:
        throw new Error(`${where}: ICU element type ${element.type} (date, time) is not supported by src/i18n/messages.ts`);
    }
  }
  return parts;
}

/** A catalogue as a JS module: every message compiled. */
export function compileCatalogue(json: string, file: string): string {
  const compile = (value: unknown, key: string): string => {
    if (typeof value === 'string') {
      // tags stay text, as i18next-icu read them (ignoreTag)
      const parts = compileElements(parse(value, { ignoreTag: true }), `${file} ${key}`);
      if (parts.length === 0) return '""';
      if (parts.length === 1 && typeof parts[0] === 'string') return JSON.stringify(parts[0]);
      return `m(${JSON.stringify(parts)},${JSON.stringify(value)})`;
    }
    if (Array.isArray(value)) return `[${value.map((item, i) => compile(item, `${key}.${i}`)).join(',')}]`;
    if (value && typeof value === 'object') {
      return `{${Object.entries(value)
        .map(([name, item]) => `${JSON.stringify(name)}:${compile(item, key ? `${key}.${name}` : name)}`)
        .join(',')}}`;
    }
    return JSON.stringify(value);
  };
  return `import { message as m } from '@/i18n/messages';\nexport default ${compile(JSON.parse(json), '')};\n`;
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'fairleads:compiled-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json') || !importer || /\.test\.tsx?$/.test(importer) || importer.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || !CATALOGUE.test(resolved.id)) return null;
      return PREFIX + resolved.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      this.addWatchFile(file);
      return { code: compileCatalogue(readFileSync(file, 'utf8'), file), moduleType: 'js' };
    },
  };
}
