import { isWebUrl } from '@/lib/web-url';
import type { CreateEventInput } from './api/create-event';
import { i18n } from '@/i18n';
import './i18n';

type CreateEventField = keyof CreateEventInput;
export type CreateEventErrors = Partial<Record<CreateEventField, string>>;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Name, slug, dates and download URL are required; end date not before start date. */
export function validateCreateEvent(input: CreateEventInput): CreateEventErrors {
  const errors: CreateEventErrors = {};
  if (!input.name.trim()) errors.name = i18n.t('events:create.errors.name');
  if (!input.slug.trim()) errors.slug = i18n.t('events:create.errors.slug');
  if (!input.startDate) errors.startDate = i18n.t('events:create.errors.startDate');
  if (!input.endDate) errors.endDate = i18n.t('events:create.errors.endDate');
  else if (input.startDate && input.endDate < input.startDate) errors.endDate = i18n.t('events:create.errors.endBeforeStart');
  if (!input.downloadUrl.trim()) errors.downloadUrl = i18n.t('events:create.errors.downloadUrl');
  else if (!isWebUrl(input.downloadUrl.trim())) errors.downloadUrl = i18n.t('events:create.errors.url');
  if (input.logoUrl && !isWebUrl(input.logoUrl)) errors.logoUrl = i18n.t('events:create.errors.url');
  if (input.headerImageUrl && !isWebUrl(input.headerImageUrl)) errors.headerImageUrl = i18n.t('events:create.errors.url');
  if (input.primaryColor && !HEX.test(input.primaryColor)) errors.primaryColor = i18n.t('events:create.errors.color');
  if (input.secondaryColor && !HEX.test(input.secondaryColor)) errors.secondaryColor = i18n.t('events:create.errors.color');
  return errors;
}
