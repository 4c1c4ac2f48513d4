import type { Type } from '@nestjs/common';
import { type EventBodyMode, EventField } from './event-field.rules';

/**
 * The event body, declared once for create and update: `mode` decides only whether the five
 * fields an event cannot be without are required (event-field.rules.ts). Fields are checked in
 * this order and the first bad one answers (name, slug, dates, download URL first, as the
 * create dialog shows them).
 */
function eventBody(mode: EventBodyMode) {
  class EventBody {
    @EventField.name(mode)
    name!: string;

    @EventField.slug(mode)
    slug!: string;

    @EventField.startDate(mode)
    startDate!: string;

    @EventField.endDate(mode)
    endDate!: string;

    @EventField.downloadUrl(mode)
    downloadUrl!: string;

    @EventField.logoUrl()
    logoUrl?: string | null;

    @EventField.headerImageUrl()
    headerImageUrl?: string | null;

    @EventField.primaryColor()
    primaryColor?: string | null;

    @EventField.secondaryColor()
    secondaryColor?: string | null;

    @EventField.backgroundColor()
    backgroundColor?: string | null;

    @EventField.introText()
    introText?: string | null;

    @EventField.doubleOptIn()
    doubleOptIn?: boolean;

    @EventField.nameRequired()
    nameRequired?: boolean;

    @EventField.customField1()
    customField1?: string | null;

    @EventField.customField2()
    customField2?: string | null;

    @EventField.customField1Required()
    customField1Required?: boolean;

    @EventField.customField2Required()
    customField2Required?: boolean;

    @EventField.customField1Options()
    customField1Options?: string[];

    @EventField.customField2Options()
    customField2Options?: string[];

    @EventField.doiEmailSubject()
    doiEmailSubject?: string | null;

    @EventField.doiEmailBody()
    doiEmailBody?: string | null;

    @EventField.welcomeEmailSubject()
    welcomeEmailSubject?: string | null;

    @EventField.welcomeEmailBody()
    welcomeEmailBody?: string | null;

    @EventField.ctaButtonText()
    ctaButtonText?: string | null;

    @EventField.privacyText()
    privacyText?: string | null;

    @EventField.privacyUrl()
    privacyUrl?: string | null;

    @EventField.submitButtonText()
    submitButtonText?: string | null;

    // ---- English versions (optional; empty = use the German text)

    @EventField.introTextEn()
    introTextEn?: string | null;

    @EventField.privacyTextEn()
    privacyTextEn?: string | null;

    @EventField.submitButtonTextEn()
    submitButtonTextEn?: string | null;

    @EventField.doiEmailSubjectEn()
    doiEmailSubjectEn?: string | null;

    @EventField.doiEmailBodyEn()
    doiEmailBodyEn?: string | null;

    @EventField.welcomeEmailSubjectEn()
    welcomeEmailSubjectEn?: string | null;

    @EventField.welcomeEmailBodyEn()
    welcomeEmailBodyEn?: string | null;

    @EventField.ctaButtonTextEn()
    ctaButtonTextEn?: string | null;
  }
  return EventBody;
}

type EventBody = InstanceType<ReturnType<typeof eventBody>>;

/**
 * POST /api/events: all event fields. Unknown fields (id, status, leadCount, ...) are stripped
 * by the global pipe.
 */
export class CreateEventDto extends eventBody('create') {}

/**
 * PUT /api/events/:id: the full settings object or any part of it. A field that is not sent
 * stays as it is; null or an empty text clears an optional field (or restores its default).
 * Read-only fields the settings page sends back (id, status, leadCount, ...) are stripped.
 */
export class UpdateEventDto extends (eventBody('update') as Type<Partial<EventBody>>) {}
