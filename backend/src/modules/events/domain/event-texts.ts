import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/i18n/locale';
import type { EventEntity } from '../entities/event.entity';
import { EVENT_DEFAULTS, EVENT_DEFAULTS_EN } from './event-defaults';

/**
 * The organiser's own texts in the visitor's language (issue 13). Each has a German field and an
 * optional English one (`…En`). For an English visitor:
 *   1. the organiser's English text, when set;
 *   2. else the organiser's own German text, when they wrote one (their words beat ours);
 *   3. else the product's English default.
 * A German text counts as the organiser's own only when it differs from the German default:
 * fields with a default store it (event-settings.ts), so "set" alone would say nothing.
 * For a German visitor: the German text, else the German default. Pure: no I/O.
 */
export const LOCALIZED_TEXTS = {
  introText: 'introTextEn',
  privacyText: 'privacyTextEn',
  submitButtonText: 'submitButtonTextEn',
  ctaButtonText: 'ctaButtonTextEn',
  doiEmailSubject: 'doiEmailSubjectEn',
  doiEmailBody: 'doiEmailBodyEn',
  welcomeEmailSubject: 'welcomeEmailSubjectEn',
  welcomeEmailBody: 'welcomeEmailBodyEn',
} as const satisfies Partial<Record<keyof EventEntity, keyof EventEntity>>;

export type LocalizedText = keyof typeof LOCALIZED_TEXTS;
export type EnglishTextField = (typeof LOCALIZED_TEXTS)[LocalizedText];

/** The fields event-texts read: an entity, or any object with these fields (tests, previews). */
export type EventTextSource = Partial<Pick<EventEntity, LocalizedText | EnglishTextField>>;

type Defaults = Partial<Record<LocalizedText, string>>;
const PRODUCT_DEFAULTS: Record<Locale, Defaults> = { de: EVENT_DEFAULTS, en: EVENT_DEFAULTS_EN };
/** German defaults of earlier versions, still stored in older events: not the organiser's own words either. */
const FORMER_GERMAN_DEFAULTS: Defaults = {
  // before issue 19 the default did not mention the erase link in every mail
  privacyText: 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden.',
};

/** A language these texts have; anything else (a missing or unknown value from a caller) is German. */
export function textLocale(locale: unknown): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function clean(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** One of the organiser's texts in a language, with the fallback above; null only for a text without default (intro). */
export function eventText(event: EventTextSource, key: 'introText', locale: Locale): string | null;
export function eventText(event: EventTextSource, key: Exclude<LocalizedText, 'introText'>, locale: Locale): string;
export function eventText(event: EventTextSource, key: LocalizedText, locale: Locale): string | null;
export function eventText(event: EventTextSource, key: LocalizedText, locale: Locale): string | null {
  const german = clean(event[key]);
  if (textLocale(locale) === 'de') return german ?? PRODUCT_DEFAULTS.de[key] ?? null;
  const english = clean(event[LOCALIZED_TEXTS[key]]);
  if (english) return english;
  const germanDefault = PRODUCT_DEFAULTS.de[key];
  if (german && german !== germanDefault?.trim() && german !== FORMER_GERMAN_DEFAULTS[key]) return german;
  return PRODUCT_DEFAULTS.en[key] ?? german;
}

/** What a visitor sees of the organiser's texts on the form and on the confirmation page. */
export interface VisitorTexts {
  locale: Locale;
  /** Above the form; null: none. */
  introText: string | null;
  /** The consent the visitor agrees to (and the lead's consent proof records). */
  privacyText: string;
  submitButtonText: string;
  /** The download button of the confirmation page and of the welcome mail. */
  ctaButtonText: string;
}

/**
 * The visitor-facing organiser texts of an event in 'de' or 'en', each with the fallback of
 * eventText: English text, else the organiser's own German text, else the product default in
 * that language. For LeadCaptureService.formConfig and the visitor pages.
 */
export function visitorTexts(event: EventTextSource, requested: Locale = DEFAULT_LOCALE): VisitorTexts {
  const locale = textLocale(requested);
  return {
    locale,
    introText: eventText(event, 'introText', locale),
    privacyText: eventText(event, 'privacyText', locale),
    submitButtonText: eventText(event, 'submitButtonText', locale),
    ctaButtonText: eventText(event, 'ctaButtonText', locale),
  };
}
