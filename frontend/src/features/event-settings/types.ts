import { EVENT_TEXT_DEFAULTS_DE, EVENT_TEXT_DEFAULTS_EN, isDefaultText } from '@fairleads/shared/event-text-defaults';
import { DEFAULT_EVENT_COLORS, type EventBasics } from '@/lib/event-basics';
import type { EventView } from '@/lib/events';

/** Editable event fields: the basics every event has plus its settings; the full object is sent on every save. */
export interface EventSettings extends EventBasics {
  backgroundColor: string;
  introText: string;
  doubleOptIn: boolean;
  nameRequired: boolean;
  customField1: string;
  customField2: string;
  customField1Required: boolean;
  customField2Required: boolean;
  customField1Options: string[];
  customField2Options: string[];
  doiEmailSubject: string;
  doiEmailBody: string;
  welcomeEmailSubject: string;
  welcomeEmailBody: string;
  ctaButtonText: string;
  privacyText: string;
  privacyUrl: string;
  submitButtonText: string;
  /** English versions (issue 13); empty: English visitors get the German text, or our English default. */
  introTextEn: string;
  privacyTextEn: string;
  submitButtonTextEn: string;
  doiEmailSubjectEn: string;
  doiEmailBodyEn: string;
  welcomeEmailSubjectEn: string;
  welcomeEmailBodyEn: string;
  ctaButtonTextEn: string;
}

/** GET /api/events/{id}: the event with all its settings. */
export type EventDetail = EventView;

/** What an empty setting shows; the texts are the server's own (shared/event-text-defaults). */
const SETTINGS_DEFAULTS = {
  ...DEFAULT_EVENT_COLORS,
  backgroundColor: '#007E87',
  ...EVENT_TEXT_DEFAULTS_DE,
  /** Empty: the consent text shows 'Datenschutzerklärung' without a link until the organiser sets one. */
  privacyUrl: '',
} as const;

/** The German default of each text that has one: what the e-mail tab shows and restores. */
export const TEXT_DEFAULTS = EVENT_TEXT_DEFAULTS_DE;

export const MAX_CUSTOM_OPTIONS = 20;

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Server event -> form state, with the defaults for empty values. */
export function toSettings(event: EventDetail): EventSettings {
  const d = SETTINGS_DEFAULTS;
  const orDefault = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  return {
    name: str(event.name),
    slug: str(event.slug),
    startDate: str(event.startDate).slice(0, 10),
    endDate: str(event.endDate).slice(0, 10),
    downloadUrl: str(event.downloadUrl),
    logoUrl: str(event.logoUrl),
    headerImageUrl: str(event.headerImageUrl),
    primaryColor: orDefault(event.primaryColor, d.primaryColor),
    secondaryColor: orDefault(event.secondaryColor, d.secondaryColor),
    backgroundColor: orDefault(event.backgroundColor, d.backgroundColor),
    introText: str(event.introText),
    doubleOptIn: bool(event.doubleOptIn, true),
    nameRequired: bool(event.nameRequired, false),
    customField1: str(event.customField1),
    customField2: str(event.customField2),
    customField1Required: bool(event.customField1Required, false),
    customField2Required: bool(event.customField2Required, false),
    customField1Options: list(event.customField1Options),
    customField2Options: list(event.customField2Options),
    doiEmailSubject: orDefault(event.doiEmailSubject, d.doiEmailSubject),
    doiEmailBody: orDefault(event.doiEmailBody, d.doiEmailBody),
    welcomeEmailSubject: orDefault(event.welcomeEmailSubject, d.welcomeEmailSubject),
    welcomeEmailBody: orDefault(event.welcomeEmailBody, d.welcomeEmailBody),
    ctaButtonText: orDefault(event.ctaButtonText, d.ctaButtonText),
    privacyText: orDefault(event.privacyText, d.privacyText),
    privacyUrl: orDefault(event.privacyUrl, d.privacyUrl),
    submitButtonText: orDefault(event.submitButtonText, d.submitButtonText),
    introTextEn: str(event.introTextEn),
    privacyTextEn: str(event.privacyTextEn),
    submitButtonTextEn: str(event.submitButtonTextEn),
    doiEmailSubjectEn: str(event.doiEmailSubjectEn),
    doiEmailBodyEn: str(event.doiEmailBodyEn),
    welcomeEmailSubjectEn: str(event.welcomeEmailSubjectEn),
    welcomeEmailBodyEn: str(event.welcomeEmailBodyEn),
    ctaButtonTextEn: str(event.ctaButtonTextEn),
  };
}

/** The German fields that have an English version, and that version's key. */
export const ENGLISH_FIELDS = {
  introText: 'introTextEn',
  privacyText: 'privacyTextEn',
  submitButtonText: 'submitButtonTextEn',
  doiEmailSubject: 'doiEmailSubjectEn',
  doiEmailBody: 'doiEmailBodyEn',
  welcomeEmailSubject: 'welcomeEmailSubjectEn',
  welcomeEmailBody: 'welcomeEmailBodyEn',
  ctaButtonText: 'ctaButtonTextEn',
} as const satisfies Partial<Record<keyof EventSettings, keyof EventSettings>>;

export type TranslatableField = keyof typeof ENGLISH_FIELDS;

/** The product's English defaults (shared with the server); the intro has none. */
const ENGLISH_DEFAULTS: Record<TranslatableField, string> = { introText: '', ...EVENT_TEXT_DEFAULTS_EN };

/**
 * What an English visitor gets while the English field is empty, as the server decides it
 * (backend event-texts.ts): the organiser's own German text, or our English default when the
 * German one is still ours.
 */
export function englishFallback(values: EventSettings, field: TranslatableField): string {
  const german = values[field].trim();
  const germanDefault = (SETTINGS_DEFAULTS as Partial<Record<TranslatableField, string>>)[field];
  const ours = germanDefault === undefined ? !german : isDefaultText(german, germanDefault);
  return ours ? ENGLISH_DEFAULTS[field] : german;
}
