import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { compiledMessages } from './messages';

/**
 * The organiser area's languages: German is the source and the default, English is complete.
 * Messages live in catalogues per language and namespace (src/locales/<lang>/<namespace>.json),
 * written in ICU MessageFormat (`{count, plural, one {# Lead} other {# Leads}}`) and compiled when
 * the build imports them (vite.catalogues.ts, messages.ts): no ICU parser in the browser. Each feature
 * registers its own namespace where its components import it, so a catalogue travels in the
 * feature's chunk and the landing page carries none it does not show.
 */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The one i18next instance of the SPA (and of its server rendering, which is always German). */
export const i18n = i18next.createInstance();

void i18n
  .use(compiledMessages)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // the catalogues are bundled: initialised at once, on the server and before the first render
    initAsync: false,
    resources: {} satisfies Resource,
    partialBundledLanguages: true,
    // React escapes what it renders
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });

/** A namespace's catalogues, added once (a module's import runs it before its components render). */
export function registerCatalogue(namespace: string, catalogues: Partial<Record<Locale, object>>): void {
  for (const locale of LOCALES) {
    const catalogue = catalogues[locale];
    // no copy: i18next's copy (a JSON round trip) would drop the compiled messages, and costs time
    if (catalogue && !i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, catalogue, true, true, { silent: false, skipCopy: true });
    }
  }
}

/** The language the SPA shows now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The `Intl` locale of a language: German as in Germany, English as in Europe (day before month, 24 hours). */
export function intlLocale(locale: Locale = currentLocale()): string {
  return locale === 'en' ? 'en-GB' : 'de-DE';
}
