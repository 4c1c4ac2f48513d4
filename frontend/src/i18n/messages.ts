import type { I18nFormatModule } from 'i18next';

/**
 * Catalogue messages compiled from ICU MessageFormat at build time (vite.catalogues.ts), and the
 * i18next format module that fills them in. The browser then parses no ICU and carries no ICU
 * runtime: a plain message is its text, any other a list of parts.
 *
 * A part: text; `[0, name]` an argument; `[1, name]` `{name, number}`; `[2, name, options]`
 * select; `[3, name, options, ordinal]` plural (`selectordinal` when ordinal is 1); `4` the
 * plural's `#`. Formatted as intl-messageformat formats them, which i18next-icu used before.
 */
export type Part = string | 4 | readonly [0 | 1, string] | readonly [2, string, Options] | readonly [3, string, Options, 0 | 1];
type Options = Readonly<Record<string, readonly Part[]>>;

export class CompiledMessage {
  constructor(
    readonly parts: readonly Part[],
    /** The ICU text, shown as it is when an argument is missing (as i18next-icu did). */
    readonly source: string,
  ) {}
}

/** Used by the compiled catalogue modules. */
export function message(parts: readonly Part[], source: string): CompiledMessage {
  return new CompiledMessage(parts, source);
}

class MissingArgument extends Error {}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(locale: string, value: unknown): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value as number);
}

function plural(locale: string, ordinal: 0 | 1, value: number): string {
  const key = `${locale}:${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules.select(value);
}

function formatParts(parts: readonly Part[], values: Record<string, unknown>, locale: string, pound?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part === 4) {
      if (pound !== undefined) out += formatNumber(locale, pound);
      continue;
    }
    const name = part[1];
    if (!(name in values)) throw new MissingArgument(name);
    const value = values[name];
    switch (part[0]) {
      case 0:
        out += typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
        break;
      case 1:
        out += formatNumber(locale, value);
        break;
      case 2: {
        const option = part[2][String(value)] ?? part[2].other;
        if (!option) throw new MissingArgument(name);
        out += formatParts(option, values, locale);
        break;
      }
      case 3: {
        const option = part[2][`=${String(value)}`] ?? part[2][plural(locale, part[3], value as number)] ?? part[2].other;
        if (!option) throw new MissingArgument(name);
        out += formatParts(option, values, locale, value as number);
        break;
      }
    }
  }
  return out;
}

/** A message in a language; a missing argument gives its ICU text. */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown> | undefined, locale: string): string {
  try {
    return formatParts(message.parts, values ?? {}, locale);
  } catch (error) {
    if (error instanceof MissingArgument) return message.source;
    throw error;
  }
}

/** Texts as they are; compiled messages formatted; objects (`returnObjects`) with every message in them. */
function formatResource(resource: unknown, values: Record<string, unknown> | undefined, locale: string): unknown {
  if (resource instanceof CompiledMessage) return formatMessage(resource, values, locale);
  if (Array.isArray(resource)) return resource.map((item) => formatResource(item, values, locale));
  if (resource && typeof resource === 'object') {
    return Object.fromEntries(Object.entries(resource).map(([key, item]) => [key, formatResource(item, values, locale)]));
  }
  return resource;
}

/** i18next's format module for the compiled catalogues (in place of i18next-icu). */
export const compiledMessages: I18nFormatModule & {
  parse(resource: unknown, values: Record<string, unknown> | undefined, locale: string): unknown;
  addLookupKeys(keys: string[]): string[];
} = {
  type: 'i18nFormat',
  parse(resource: unknown, values: Record<string, unknown> | undefined, locale: string) {
    return formatResource(resource, values, locale);
  },
  // a plural is inside the message: no `key_one`/`key_other` lookups
  addLookupKeys(keys: string[]) {
    return keys;
  },
};
