import type { Locale } from '../../../common/i18n/locale';

/**
 * The layout's own words, in the mail's language. A visitor mail brings its own footer line
 * (`footerNote`, in the visitor's language); every other mail ends with the tagline.
 */
export const LAYOUT_WORDS: Readonly<Record<Locale, { tagline: string }>> = {
  de: { tagline: 'FairLeads · Lead-Erfassung für Messen, Pop-up-Stores und Roadshows' },
  en: { tagline: 'FairLeads · Lead capture for trade fairs, pop-up stores and roadshows' },
};
