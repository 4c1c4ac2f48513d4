import { isWebUrl } from '@/lib/web-url';
import type { CreateEventInput } from './api/create-event';
import { eventsTexts } from './texts';

const e = eventsTexts.create.errors;

type CreateEventField = keyof CreateEventInput;
export type CreateEventErrors = Partial<Record<CreateEventField, string>>;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Name, slug, dates and download URL are required; end date not before start date. */
export function validateCreateEvent(input: CreateEventInput): CreateEventErrors {
  const errors: CreateEventErrors = {};
  if (!input.name.trim()) errors.name = e.name;
  if (!input.slug.trim()) errors.slug = e.slug;
  if (!input.startDate) errors.startDate = e.startDate;
  if (!input.endDate) errors.endDate = e.endDate;
  else if (input.startDate && input.endDate < input.startDate) errors.endDate = e.endBeforeStart;
  if (!input.downloadUrl.trim()) errors.downloadUrl = e.downloadUrl;
  else if (!isWebUrl(input.downloadUrl.trim())) errors.downloadUrl = e.url;
  if (input.logoUrl && !isWebUrl(input.logoUrl)) errors.logoUrl = e.url;
  if (input.headerImageUrl && !isWebUrl(input.headerImageUrl)) errors.headerImageUrl = e.url;
  if (input.primaryColor && !HEX.test(input.primaryColor)) errors.primaryColor = e.color;
  if (input.secondaryColor && !HEX.test(input.secondaryColor)) errors.secondaryColor = e.color;
  return errors;
}
