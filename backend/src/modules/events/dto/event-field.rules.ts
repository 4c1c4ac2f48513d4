import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { EVENT_SLUG_MAX_LENGTH, EVENT_SLUG_MIN_LENGTH, EVENT_SLUG_PATTERN } from '@fairleads/shared/slug-rules';
import { EventsMessages } from '../events.errors';

/**
 * The rules of every event field, shared by the create and the update body. A create body must
 * carry the required fields; an update body is checked only for the fields it sends.
 *
 * Inside applyDecorators the first decorator is registered first, and class-validator checks a
 * field's rules in registration order with the pipe stopping at the first failure: so the
 * "required"/type rule is listed first here (it is the lowest one when written as a stack).
 */
export type EventBodyMode = 'create' | 'update';

const COLOR_PATTERN = /^#[0-9A-F]{6}$/;
/** http(s) with a host; hosts without a TLD (localhost, an intranet name) are fine for on-premise use. */
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

// ---- transforms (one per field; other types are left for the validators to refuse)

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const trimmedLower = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** Trims; an empty text means "not set" (null). */
const emptyToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : text;
  });
/** '#abc' and '#aabbcc' both become '#AABBCC'; empty means "the default" (null). */
const hexColor = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return null;
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
    return (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : text).toUpperCase();
  });
/** Options are trimmed and empty entries dropped; null clears the list. */
const optionList = () =>
  Transform(({ value }) => {
    if (value === null) return [];
    if (!Array.isArray(value)) return value;
    return value.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)).filter((entry) => entry !== '');
  });

// ---- conditions

/** Required on create; on update checked when sent (null is refused like a missing value). */
const presence = (mode: EventBodyMode) => (mode === 'update' ? [ValidateIf((_o, value) => value !== undefined)] : []);
/** Optional everywhere; null (and, after the transform, an empty text) clears the field. */
const whenGiven = () => ValidateIf((_o, value) => value !== undefined && value !== null);
/** Optional everywhere, but null is refused (booleans, option lists after their transform). */
const whenSent = () => ValidateIf((_o, value) => value !== undefined);

// ---- custom rules

/** An ISO date 'YYYY-MM-DD' that exists in the calendar (2026-02-30 does not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 1900) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const IsCalendarDate = (message: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } }, { message });

/** The end date may not lie before the start date of the same body (when that one is valid). */
const NotBeforeStartDate = () =>
  ValidateBy(
    {
      name: 'notBeforeStartDate',
      validator: {
        validate: (value, args) => {
          const start = (args?.object as { startDate?: unknown }).startDate;
          return !isCalendarDate(start) || !isCalendarDate(value) || value >= start;
        },
      },
    },
    { message: EventsMessages.endBeforeStart },
  );

// ---- building blocks

function requiredText(mode: EventBodyMode, options: { missing: string; example: string; description: string }) {
  return [
    ApiProperty({ required: mode === 'create', example: options.example, description: options.description }),
    ...presence(mode),
    IsString({ message: options.missing }),
    IsNotEmpty({ message: options.missing }),
  ];
}

function optionalText(max: number, label: string, description: string) {
  return applyDecorators(
    ApiProperty({ required: false, nullable: true, maxLength: max, description }),
    emptyToNull(),
    whenGiven(),
    IsString({ message: `${label} muss ein Text sein.` }),
    MaxLength(max, { message: `${label} darf höchstens ${max} Zeichen lang sein.` }),
  );
}

function optionalUrl(description: string) {
  return applyDecorators(
    ApiProperty({ required: false, nullable: true, example: 'https://example.com/logo.png', description }),
    emptyToNull(),
    whenGiven(),
    IsString({ message: EventsMessages.invalidUrl }),
    MaxLength(2000, { message: 'Die URL darf höchstens 2000 Zeichen lang sein.' }),
    IsUrl(URL_OPTIONS, { message: EventsMessages.invalidUrl }),
  );
}

function color(description: string) {
  return applyDecorators(
    ApiProperty({ required: false, example: '#E76E33', description: `${description}; #RGB or #RRGGBB, stored as #RRGGBB; empty = default` }),
    hexColor(),
    whenGiven(),
    IsString({ message: EventsMessages.invalidColor }),
    Matches(COLOR_PATTERN, { message: EventsMessages.invalidColor }),
  );
}

function flag(label: string, description: string) {
  return applyDecorators(
    ApiProperty({ required: false, type: Boolean, description }),
    whenSent(),
    IsBoolean({ message: `${label} muss true oder false sein.` }),
  );
}

function options(label: string) {
  return applyDecorators(
    ApiProperty({ required: false, type: [String], description: `Choices of ${label}: a dropdown when not empty, else free text` }),
    optionList(),
    whenSent(),
    IsArray({ message: `Die Auswahloptionen von ${label} müssen eine Liste sein.` }),
    IsString({ each: true, message: `Jede Auswahloption von ${label} muss ein Text sein.` }),
    ArrayMaxSize(20, { message: `${label} darf höchstens 20 Auswahloptionen haben.` }),
    MaxLength(100, { each: true, message: `Eine Auswahloption von ${label} darf höchstens 100 Zeichen lang sein.` }),
    ArrayUnique((entry: string) => entry, { message: `Die Auswahloptionen von ${label} müssen verschieden sein.` }),
  );
}

/** The rules per field; `mode` matters only for the fields an event cannot be without. */
export const EventField = {
  name: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, { missing: 'Bitte gib einen Namen für das Event an.', example: 'Messe Wien 2026', description: '1-120 characters' }),
      MaxLength(120, { message: 'Der Name darf höchstens 120 Zeichen lang sein.' }),
    ),

  slug: (mode: EventBodyMode) =>
    applyDecorators(
      trimmedLower(),
      ...requiredText(mode, {
        missing: 'Bitte gib einen Slug für das Event an.',
        example: 'messe-wien-2026',
        description: 'Part of the form URL /form/{companySlug}/{slug}; unique per company; lowercased',
      }),
      MinLength(EVENT_SLUG_MIN_LENGTH, { message: `Der Slug muss mindestens ${EVENT_SLUG_MIN_LENGTH} Zeichen lang sein.` }),
      MaxLength(EVENT_SLUG_MAX_LENGTH, { message: `Der Slug darf höchstens ${EVENT_SLUG_MAX_LENGTH} Zeichen lang sein.` }),
      Matches(EVENT_SLUG_PATTERN, { message: EventsMessages.slugPattern }),
    ),

  startDate: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, { missing: 'Bitte gib ein Startdatum an.', example: '2026-05-12', description: 'YYYY-MM-DD' }),
      IsCalendarDate('Bitte gib ein gültiges Startdatum im Format JJJJ-MM-TT an.'),
    ),

  endDate: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, { missing: 'Bitte gib ein Enddatum an.', example: '2026-05-14', description: 'YYYY-MM-DD, not before startDate' }),
      IsCalendarDate('Bitte gib ein gültiges Enddatum im Format JJJJ-MM-TT an.'),
      NotBeforeStartDate(),
    ),

  downloadUrl: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, {
        missing: 'Bitte gib eine Download- oder Inhalts-URL an.',
        example: 'https://example.com/katalog.pdf',
        description: 'What the welcome mail links to; http(s)',
      }),
      MaxLength(2000, { message: 'Die URL darf höchstens 2000 Zeichen lang sein.' }),
      IsUrl(URL_OPTIONS, { message: EventsMessages.invalidUrl }),
    ),

  logoUrl: () => optionalUrl('Logo on the form and in the mails; http(s)'),
  headerImageUrl: () => optionalUrl('Header image of the form; http(s)'),
  privacyUrl: () => optionalUrl('Link to the privacy policy next to the consent; http(s)'),

  primaryColor: () => color('Primary colour'),
  secondaryColor: () => color('Secondary colour'),
  backgroundColor: () => color('Form background colour'),

  introText: () => optionalText(2000, 'Der Einleitungstext', 'Text above the form'),
  customField1: () => optionalText(80, 'Die Bezeichnung von Zusatzfeld 1', 'Label of custom field 1; empty switches it off'),
  customField2: () => optionalText(80, 'Die Bezeichnung von Zusatzfeld 2', 'Label of custom field 2; empty switches it off'),
  customField1Options: () => options('Zusatzfeld 1'),
  customField2Options: () => options('Zusatzfeld 2'),
  doiEmailSubject: () => optionalText(200, 'Der Betreff der Bestätigungs-E-Mail', 'Empty = the default subject'),
  doiEmailBody: () => optionalText(10000, 'Der Text der Bestätigungs-E-Mail', 'Placeholders {{name}}, {{confirmationUrl}}; empty or our default text = the default (read back as its text)'),
  welcomeEmailSubject: () => optionalText(200, 'Der Betreff der Willkommens-E-Mail', 'Empty = the default subject'),
  welcomeEmailBody: () => optionalText(10000, 'Der Text der Willkommens-E-Mail', 'Placeholders {{name}}, {{downloadUrl}}; empty or our default text = the default (read back as its text)'),
  ctaButtonText: () => optionalText(80, 'Der Text des Download-Buttons', 'Button of the welcome mail; empty = the default'),
  privacyText: () => optionalText(1000, 'Der Datenschutztext', 'The consent the visitor agrees to; empty = the default'),
  submitButtonText: () => optionalText(80, 'Der Text des Absende-Buttons', 'Empty = the default'),

  // English versions (issue 13): same limits as the German fields; empty = the German text is used
  introTextEn: () => optionalText(2000, 'Der englische Einleitungstext', 'English text above the form; empty = the German one'),
  privacyTextEn: () => optionalText(1000, 'Der englische Datenschutztext', 'English consent text; empty = the German one (or the English default)'),
  submitButtonTextEn: () => optionalText(80, 'Der englische Text des Absende-Buttons', 'Empty = the German one (or the English default)'),
  doiEmailSubjectEn: () => optionalText(200, 'Der englische Betreff der Bestätigungs-E-Mail', 'Empty = the German one (or the English default)'),
  doiEmailBodyEn: () =>
    optionalText(10000, 'Der englische Text der Bestätigungs-E-Mail', 'Placeholders {{name}}, {{confirmationUrl}}; empty = the German one (or the English default)'),
  welcomeEmailSubjectEn: () => optionalText(200, 'Der englische Betreff der Willkommens-E-Mail', 'Empty = the German one (or the English default)'),
  welcomeEmailBodyEn: () =>
    optionalText(10000, 'Der englische Text der Willkommens-E-Mail', 'Placeholders {{name}}, {{downloadUrl}}; empty = the German one (or the English default)'),
  ctaButtonTextEn: () => optionalText(80, 'Der englische Text des Download-Buttons', 'Empty = the German one (or the English default)'),

  doubleOptIn: () => flag('Double Opt-In', 'Default true'),
  nameRequired: () => flag('Die Angabe „Name erforderlich“', 'Default false'),
  customField1Required: () => flag('Die Angabe „Zusatzfeld 1 erforderlich“', 'Default false'),
  customField2Required: () => flag('Die Angabe „Zusatzfeld 2 erforderlich“', 'Default false'),
};
