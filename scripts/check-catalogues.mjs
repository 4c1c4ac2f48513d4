#!/usr/bin/env node
/**
 * The SPA's catalogues (frontend/src/locales/<lang>/<namespace>.json) are complete and sound:
 * - every namespace has a German and an English file, except the operator's site (landing,
 *   legal pages, blog), which is German unless an English file is written for it;
 * - both languages have the same keys (arrays of the same length);
 * - every message is valid ICU MessageFormat and names the same arguments in both languages;
 * - src/i18n/i18next.d.ts types every namespace.
 * Run by `make lint`; exits 1 with one line per gap. docs/architecture.md 'Languages'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** The operator's own site: German only, unless the operator writes English for it. */
export const OPERATOR_NAMESPACES = new Set(['landing', 'legal', 'blog']);

/** Every string of a catalogue by its key path ('welcome.steps.0.title'). */
export function flatten(value, prefix = '', into = new Map()) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((item, index) => flatten(item, prefix ? `${prefix}.${index}` : String(index), into));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, value);
  return into;
}

/** The arguments a message names ({name}, {count, plural, …}), sorted; throws on invalid ICU. */
export function argumentsOf(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element && typeof element.value === 'string') names.add(element.value);
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The gaps of the catalogues under `localesDir`, as sentences. */
export function catalogueGaps(localesDir, typesFile) {
  const gaps = [];
  const read = (lang, file) => JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8'));
  const german = readdirSync(join(localesDir, 'de')).filter((file) => file.endsWith('.json'));
  const english = new Set(readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json')));
  for (const file of english) if (!german.includes(file)) gaps.push(`en/${file}: no German catalogue (German is the source)`);
  const types = typesFile ? readFileSync(typesFile, 'utf8') : null;
  for (const file of german) {
    const namespace = file.replace(/\.json$/, '');
    if (types && !types.includes(`/locales/de/${file}'`)) gaps.push(`${namespace}: not typed in src/i18n/i18next.d.ts`);
    const de = flatten(read('de', file));
    const checkIcu = (lang, messages) => {
      for (const [key, message] of messages) {
        if (typeof message !== 'string') gaps.push(`${lang}/${file} ${key}: not a text (${typeof message})`);
      }
    };
    checkIcu('de', de);
    if (!english.has(file)) {
      if (!OPERATOR_NAMESPACES.has(namespace)) gaps.push(`${namespace}: no English catalogue (en/${file})`);
      for (const [key, message] of de) if (typeof message === 'string') tryArguments(gaps, `de/${file} ${key}`, message);
      continue;
    }
    const en = flatten(read('en', file));
    checkIcu('en', en);
    for (const key of de.keys()) if (!en.has(key)) gaps.push(`${namespace}: "${key}" is German only`);
    for (const key of en.keys()) if (!de.has(key)) gaps.push(`${namespace}: "${key}" is English only`);
    for (const [key, message] of de) {
      if (typeof message !== 'string') continue;
      const deArgs = tryArguments(gaps, `de/${file} ${key}`, message);
      const other = en.get(key);
      if (typeof other !== 'string') continue;
      const enArgs = tryArguments(gaps, `en/${file} ${key}`, other);
      if (deArgs && enArgs && deArgs.join() !== enArgs.join()) gaps.push(`${namespace}: "${key}" names {${deArgs.join(', ')}} in German but {${enArgs.join(', ')}} in English`);
    }
  }
  return gaps;
}

function tryArguments(gaps, where, message) {
  try {
    return argumentsOf(message);
  } catch (error) {
    gaps.push(`${where}: not valid ICU (${error.message})`);
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const gaps = catalogueGaps(join(root, 'frontend/src/locales'), join(root, 'frontend/src/i18n/i18next.d.ts'));
  if (gaps.length) {
    console.error(`The catalogues have ${gaps.length} gap(s):\n${gaps.map((gap) => `  ${gap}`).join('\n')}`);
    process.exit(1);
  }
  console.log('catalogues: every key in both languages, every message valid ICU');
}
