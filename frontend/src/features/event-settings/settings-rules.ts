import { EVENT_SLUG_MIN_LENGTH, EVENT_SLUG_PATTERN } from '@fairleads/shared/slug-rules';
import { ApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form-errors';
import { isWebUrl } from '@/lib/web-url';
import { eventSettingsTexts } from './texts';
import type { EventSettings } from './types';

export type SettingsField = keyof EventSettings;
export type SettingsErrors = FieldErrors<SettingsField>;
export type SettingsTab = 'general' | 'form' | 'emails';

const t = eventSettingsTexts;
const v = t.validation;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The obvious refusals, found in the browser before a save, worded as the server words them:
 * required fields, the slug's form, the dates' order, links that are not http(s) (a bare
 * 'katalog.pdf'), colours that are not hex. The server checks everything again.
 */
export function validateSettings(values: EventSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!values.name.trim()) errors.name = v.nameRequired;
  const slug = values.slug.trim();
  if (!slug) errors.slug = v.slugRequired;
  else if (slug.length < EVENT_SLUG_MIN_LENGTH) errors.slug = v.slugTooShort(EVENT_SLUG_MIN_LENGTH);
  else if (!EVENT_SLUG_PATTERN.test(slug.toLowerCase())) errors.slug = v.slugPattern;
  if (!values.startDate) errors.startDate = v.startDateRequired;
  if (!values.endDate) errors.endDate = v.endDateRequired;
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = v.endBeforeStart;
  const download = values.downloadUrl.trim();
  if (!download) errors.downloadUrl = v.downloadUrlRequired;
  else if (!isWebUrl(download)) errors.downloadUrl = v.invalidUrl;
  for (const field of ['logoUrl', 'headerImageUrl', 'privacyUrl'] as const) {
    const url = values[field].trim();
    if (url && !isWebUrl(url)) errors[field] = v.invalidUrl;
  }
  for (const field of ['primaryColor', 'secondaryColor', 'backgroundColor'] as const) {
    const color = values[field].trim();
    if (color && !HEX.test(color)) errors[field] = v.invalidColor;
  }
  return errors;
}

/** The settings without the fields that would be refused: the server keeps their saved values. */
export function withoutFields(values: EventSettings, errors: SettingsErrors): Partial<EventSettings> {
  const rest: Partial<EventSettings> = { ...values };
  for (const field of Object.keys(errors) as SettingsField[]) delete rest[field];
  return rest;
}

/**
 * The fields a refused save names and that were not known yet, or null when it names none (then
 * the save failed as a whole). A 400 names them under `errors`. This PUT answers 409 only about
 * the slug (taken, or fixed since it was published); once the slug is left out, a rename still
 * makes a slug that follows the name, so a second 409 is about the name.
 */
export function refusedFields(error: unknown, known: SettingsErrors): SettingsErrors | null {
  if (!(error instanceof ApiError)) return null;
  const found: SettingsErrors = {};
  // the answer names its fields (a 400's refused input, a 409's taken slug); a 409 that names none
  // still unknown (the slug fixed since the first lead, or a slug that follows a new name) is
  // about the slug, else the name
  for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
    if (field in SETTINGS_FIELD_TAB && !known[field as SettingsField]) found[field as SettingsField] = message;
  }
  if (Object.keys(found).length === 0 && error.status === 409 && error.serverMessage) {
    const field = !known.slug ? 'slug' : !known.name ? 'name' : null;
    if (field) found[field] = error.serverMessage;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** Where each field is edited. */
export const SETTINGS_FIELD_TAB: Record<SettingsField, SettingsTab> = {
  name: 'general',
  slug: 'general',
  startDate: 'general',
  endDate: 'general',
  downloadUrl: 'general',
  logoUrl: 'general',
  headerImageUrl: 'general',
  primaryColor: 'general',
  secondaryColor: 'general',
  backgroundColor: 'general',
  introText: 'general',
  introTextEn: 'general',
  nameRequired: 'form',
  customField1: 'form',
  customField1Required: 'form',
  customField1Options: 'form',
  customField2: 'form',
  customField2Required: 'form',
  customField2Options: 'form',
  privacyText: 'form',
  privacyUrl: 'form',
  submitButtonText: 'form',
  privacyTextEn: 'form',
  submitButtonTextEn: 'form',
  doubleOptIn: 'form',
  doiEmailSubject: 'emails',
  doiEmailBody: 'emails',
  welcomeEmailSubject: 'emails',
  welcomeEmailBody: 'emails',
  ctaButtonText: 'emails',
  doiEmailSubjectEn: 'emails',
  doiEmailBodyEn: 'emails',
  welcomeEmailSubjectEn: 'emails',
  welcomeEmailBodyEn: 'emails',
  ctaButtonTextEn: 'emails',
};

/** The order in which the page shows the fields: the first refused one is the one to go to. */
export const SETTINGS_FIELD_ORDER = Object.keys(SETTINGS_FIELD_TAB) as SettingsField[];

/** A field's name as its label says it, for 'Nicht gespeichert: …'. */
export function settingsFieldLabel(field: SettingsField): string {
  const labels: Record<SettingsField, string> = {
    name: t.general.name,
    slug: t.general.slug,
    startDate: t.general.startDate,
    endDate: t.general.endDate,
    downloadUrl: t.general.downloadUrl,
    logoUrl: t.general.logoUrl,
    headerImageUrl: t.general.headerImageUrl,
    primaryColor: t.general.primaryColor,
    secondaryColor: t.general.secondaryColor,
    backgroundColor: t.general.backgroundColor,
    introText: t.general.introText,
    introTextEn: t.english.introText,
    nameRequired: t.form.nameRequired,
    customField1: t.form.customLabel(1),
    customField2: t.form.customLabel(2),
    customField1Required: t.form.customRequired(1),
    customField2Required: t.form.customRequired(2),
    customField1Options: `${t.form.options} (${t.form.customField(1)})`,
    customField2Options: `${t.form.options} (${t.form.customField(2)})`,
    privacyText: t.form.privacyText,
    privacyUrl: t.form.privacyUrl,
    submitButtonText: t.form.submitButtonText,
    privacyTextEn: t.english.privacyText,
    submitButtonTextEn: t.english.submitButtonText,
    doubleOptIn: t.form.doubleOptIn,
    doiEmailSubject: t.emails.doiSubject,
    doiEmailBody: t.emails.doiBody,
    welcomeEmailSubject: t.emails.welcomeSubject,
    welcomeEmailBody: t.emails.welcomeBody,
    ctaButtonText: t.emails.ctaButtonText,
    doiEmailSubjectEn: t.english.doiEmailSubject,
    doiEmailBodyEn: t.english.doiEmailBody,
    welcomeEmailSubjectEn: t.english.welcomeEmailSubject,
    welcomeEmailBodyEn: t.english.welcomeEmailBody,
    ctaButtonTextEn: t.english.ctaButtonText,
  };
  return labels[field];
}
