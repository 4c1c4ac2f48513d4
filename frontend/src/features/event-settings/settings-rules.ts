import { EVENT_SLUG_MIN_LENGTH, EVENT_SLUG_PATTERN } from '@fairleads/shared/slug-rules';
import { ApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form-errors';
import { isWebUrl } from '@/lib/web-url';
import type { EventSettings } from './types';
import { i18n } from '@/i18n';
import '@/components/event-fields/i18n';
import './i18n';

export type SettingsField = keyof EventSettings;
export type SettingsErrors = FieldErrors<SettingsField>;
export type SettingsTab = 'general' | 'form' | 'emails';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The obvious refusals, found in the browser before a save, worded as the server words them:
 * required fields, the slug's form, the dates' order, links that are not http(s) (a bare
 * 'katalog.pdf'), colours that are not hex. The server checks everything again.
 */
export function validateSettings(values: EventSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!values.name.trim()) errors.name = i18n.t('event-settings:validation.nameRequired');
  const slug = values.slug.trim();
  if (!slug) errors.slug = i18n.t('event-settings:validation.slugRequired');
  else if (slug.length < EVENT_SLUG_MIN_LENGTH) errors.slug = i18n.t('event-settings:validation.slugTooShort', { min: EVENT_SLUG_MIN_LENGTH });
  else if (!EVENT_SLUG_PATTERN.test(slug.toLowerCase())) errors.slug = i18n.t('event-settings:validation.slugPattern');
  if (!values.startDate) errors.startDate = i18n.t('event-settings:validation.startDateRequired');
  if (!values.endDate) errors.endDate = i18n.t('event-settings:validation.endDateRequired');
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = i18n.t('event-settings:validation.endBeforeStart');
  const download = values.downloadUrl.trim();
  if (!download) errors.downloadUrl = i18n.t('event-settings:validation.downloadUrlRequired');
  else if (!isWebUrl(download)) errors.downloadUrl = i18n.t('event-settings:validation.invalidUrl');
  for (const field of ['logoUrl', 'headerImageUrl', 'privacyUrl'] as const) {
    const url = values[field].trim();
    if (url && !isWebUrl(url)) errors[field] = i18n.t('event-settings:validation.invalidUrl');
  }
  for (const field of ['primaryColor', 'secondaryColor', 'backgroundColor'] as const) {
    const color = values[field].trim();
    if (color && !HEX.test(color)) errors[field] = i18n.t('event-settings:validation.invalidColor');
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
    name: i18n.t('event-fields:name'),
    slug: i18n.t('event-fields:slug'),
    startDate: i18n.t('event-fields:startDate'),
    endDate: i18n.t('event-fields:endDate'),
    downloadUrl: i18n.t('event-fields:downloadUrl'),
    logoUrl: i18n.t('event-fields:logoUrl'),
    headerImageUrl: i18n.t('event-fields:headerImageUrl'),
    primaryColor: i18n.t('event-fields:primaryColor'),
    secondaryColor: i18n.t('event-fields:secondaryColor'),
    backgroundColor: i18n.t('event-settings:general.backgroundColor'),
    introText: i18n.t('event-settings:general.introText'),
    introTextEn: i18n.t('event-settings:english.introText'),
    nameRequired: i18n.t('event-settings:form.nameRequired'),
    customField1: i18n.t('event-settings:form.customLabel', { n: 1 }),
    customField2: i18n.t('event-settings:form.customLabel', { n: 2 }),
    customField1Required: i18n.t('event-settings:form.customRequired', { n: 1 }),
    customField2Required: i18n.t('event-settings:form.customRequired', { n: 2 }),
    customField1Options: `${i18n.t('event-settings:form.options')} (${i18n.t('event-settings:form.customField', { n: 1 })})`,
    customField2Options: `${i18n.t('event-settings:form.options')} (${i18n.t('event-settings:form.customField', { n: 2 })})`,
    privacyText: i18n.t('event-settings:form.privacyText'),
    privacyUrl: i18n.t('event-settings:form.privacyUrl'),
    submitButtonText: i18n.t('event-settings:form.submitButtonText'),
    privacyTextEn: i18n.t('event-settings:english.privacyText'),
    submitButtonTextEn: i18n.t('event-settings:english.submitButtonText'),
    doubleOptIn: i18n.t('event-settings:form.doubleOptIn'),
    doiEmailSubject: i18n.t('event-settings:emails.doiSubject'),
    doiEmailBody: i18n.t('event-settings:emails.doiBody'),
    welcomeEmailSubject: i18n.t('event-settings:emails.welcomeSubject'),
    welcomeEmailBody: i18n.t('event-settings:emails.welcomeBody'),
    ctaButtonText: i18n.t('event-settings:emails.ctaButtonText'),
    doiEmailSubjectEn: i18n.t('event-settings:english.doiEmailSubject'),
    doiEmailBodyEn: i18n.t('event-settings:english.doiEmailBody'),
    welcomeEmailSubjectEn: i18n.t('event-settings:english.welcomeEmailSubject'),
    welcomeEmailBodyEn: i18n.t('event-settings:english.welcomeEmailBody'),
    ctaButtonTextEn: i18n.t('event-settings:english.ctaButtonText'),
  };
  return labels[field];
}
