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
import { bilingual, localized, type Localized } from '../../../common/i18n/localized';

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

function optionalText(max: number, label: Localized, description: string) {
  return applyDecorators(
    ApiProperty({ required: false, nullable: true, maxLength: max, description }),
    emptyToNull(),
    whenGiven(),
    IsString({ message: bilingual(`${label.de} muss ein Text sein.`, `${label.en} must be a text.`) }),
    MaxLength(max, { message: bilingual(`${label.de} darf höchstens ${max} Zeichen lang sein.`, `${label.en} can be at most ${max} characters long.`) }),
  );
}

function optionalUrl(description: string) {
  return applyDecorators(
    ApiProperty({ required: false, nullable: true, example: 'https://example.com/logo.png', description }),
    emptyToNull(),
    whenGiven(),
    IsString({ message: EventsMessages.invalidUrl }),
    MaxLength(2000, { message: bilingual('Die URL darf höchstens 2000 Zeichen lang sein.', 'The URL can be at most 2000 characters long.') }),
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

function flag(label: Localized, description: string) {
  return applyDecorators(
    ApiProperty({ required: false, type: Boolean, description }),
    whenSent(),
    IsBoolean({ message: bilingual(`${label.de} muss true oder false sein.`, `${label.en} must be true or false.`) }),
  );
}

function options(label: Localized) {
  return applyDecorators(
    ApiProperty({ required: false, type: [String], description: `Choices of ${label.de}: a dropdown when not empty, else free text` }),
    optionList(),
    whenSent(),
    IsArray({ message: bilingual(`Die Auswahloptionen von ${label.de} müssen eine Liste sein.`, `The choices of ${label.en} must be a list.`) }),
    IsString({ each: true, message: bilingual(`Jede Auswahloption von ${label.de} muss ein Text sein.`, `Each choice of ${label.en} must be a text.`) }),
    ArrayMaxSize(20, { message: bilingual(`${label.de} darf höchstens 20 Auswahloptionen haben.`, `${label.en} can have at most 20 choices.`) }),
    MaxLength(100, {
      each: true,
      message: bilingual(`Eine Auswahloption von ${label.de} darf höchstens 100 Zeichen lang sein.`, `A choice of ${label.en} can be at most 100 characters long.`),
    }),
    ArrayUnique((entry: string) => entry, { message: bilingual(`Die Auswahloptionen von ${label.de} müssen verschieden sein.`, `The choices of ${label.en} must differ.`) }),
  );
}

/** The rules per field; `mode` matters only for the fields an event cannot be without. */
export const EventField = {
  name: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, { missing: bilingual('Bitte gib einen Namen für das Event an.', 'Please enter a name for the event.'), example: 'Messe Wien 2026', description: '1-120 characters' }),
      MaxLength(120, { message: bilingual('Der Name darf höchstens 120 Zeichen lang sein.', 'The name can be at most 120 characters long.') }),
    ),

  slug: (mode: EventBodyMode) =>
    applyDecorators(
      trimmedLower(),
      ...requiredText(mode, {
        missing: bilingual('Bitte gib einen Slug für das Event an.', 'Please enter a slug for the event.'),
        example: 'messe-wien-2026',
        description: 'Part of the form URL /form/{companySlug}/{slug}; unique per company; lowercased',
      }),
      MinLength(EVENT_SLUG_MIN_LENGTH, { message: bilingual(`Der Slug muss mindestens ${EVENT_SLUG_MIN_LENGTH} Zeichen lang sein.`, `The slug must be at least ${EVENT_SLUG_MIN_LENGTH} characters long.`) }),
      MaxLength(EVENT_SLUG_MAX_LENGTH, { message: bilingual(`Der Slug darf höchstens ${EVENT_SLUG_MAX_LENGTH} Zeichen lang sein.`, `The slug can be at most ${EVENT_SLUG_MAX_LENGTH} characters long.`) }),
      Matches(EVENT_SLUG_PATTERN, { message: EventsMessages.slugPattern }),
    ),

  startDate: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, { missing: bilingual('Bitte gib ein Startdatum an.', 'Please enter a start date.'), example: '2026-05-12', description: 'YYYY-MM-DD' }),
      IsCalendarDate(bilingual('Bitte gib ein gültiges Startdatum im Format JJJJ-MM-TT an.', 'Please enter a valid start date in the format YYYY-MM-DD.')),
    ),

  endDate: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, { missing: bilingual('Bitte gib ein Enddatum an.', 'Please enter an end date.'), example: '2026-05-14', description: 'YYYY-MM-DD, not before startDate' }),
      IsCalendarDate(bilingual('Bitte gib ein gültiges Enddatum im Format JJJJ-MM-TT an.', 'Please enter a valid end date in the format YYYY-MM-DD.')),
      NotBeforeStartDate(),
    ),

  downloadUrl: (mode: EventBodyMode) =>
    applyDecorators(
      trimmed(),
      ...requiredText(mode, {
        missing: bilingual('Bitte gib eine Download- oder Inhalts-URL an.', 'Please enter a download or content URL.'),
        example: 'https://example.com/katalog.pdf',
        description: 'What the welcome mail links to; http(s)',
      }),
      MaxLength(2000, { message: bilingual('Die URL darf höchstens 2000 Zeichen lang sein.', 'The URL can be at most 2000 characters long.') }),
      IsUrl(URL_OPTIONS, { message: EventsMessages.invalidUrl }),
    ),

  logoUrl: () => optionalUrl('Logo on the form and in the mails; http(s)'),
  headerImageUrl: () => optionalUrl('Header image of the form; http(s)'),
  privacyUrl: () => optionalUrl('Link to the privacy policy next to the consent; http(s)'),

  primaryColor: () => color('Primary colour'),
  secondaryColor: () => color('Secondary colour'),
  backgroundColor: () => color('Form background colour'),

  introText: () => optionalText(2000, localized('Der Einleitungstext', 'The intro text'), 'Text above the form'),
  customField1: () => optionalText(80, localized('Die Bezeichnung von Zusatzfeld 1', 'The label of custom field 1'), 'Label of custom field 1; empty switches it off'),
  customField2: () => optionalText(80, localized('Die Bezeichnung von Zusatzfeld 2', 'The label of custom field 2'), 'Label of custom field 2; empty switches it off'),
  customField1Options: () => options(localized('Zusatzfeld 1', 'Custom field 1')),
  customField2Options: () => options(localized('Zusatzfeld 2', 'Custom field 2')),
  doiEmailSubject: () => optionalText(200, localized('Der Betreff der Bestätigungs-E-Mail', 'The subject of the confirmation email'), 'Empty = the default subject'),
  doiEmailBody: () => optionalText(10000, localized('Der Text der Bestätigungs-E-Mail', 'The text of the confirmation email'), 'Placeholders {{name}}, {{confirmationUrl}}; empty or our default text = the default (read back as its text)'),
  welcomeEmailSubject: () => optionalText(200, localized('Der Betreff der Willkommens-E-Mail', 'The subject of the welcome email'), 'Empty = the default subject'),
  welcomeEmailBody: () => optionalText(10000, localized('Der Text der Willkommens-E-Mail', 'The text of the welcome email'), 'Placeholders {{name}}, {{downloadUrl}}; empty or our default text = the default (read back as its text)'),
  ctaButtonText: () => optionalText(80, localized('Der Text des Download-Buttons', 'The text of the download button'), 'Button of the welcome mail; empty = the default'),
  privacyText: () => optionalText(1000, localized('Der Datenschutztext', 'The privacy text'), 'The consent the visitor agrees to; empty = the default'),
  submitButtonText: () => optionalText(80, localized('Der Text des Absende-Buttons', 'The text of the submit button'), 'Empty = the default'),

  // English versions (issue 13): same limits as the German fields; empty = the German text is used
  introTextEn: () => optionalText(2000, localized('Der englische Einleitungstext', 'The English intro text'), 'English text above the form; empty = the German one'),
  privacyTextEn: () => optionalText(1000, localized('Der englische Datenschutztext', 'The English privacy text'), 'English consent text; empty = the German one (or the English default)'),
  submitButtonTextEn: () => optionalText(80, localized('Der englische Text des Absende-Buttons', 'The English text of the submit button'), 'Empty = the German one (or the English default)'),
  doiEmailSubjectEn: () => optionalText(200, localized('Der englische Betreff der Bestätigungs-E-Mail', 'The English subject of the confirmation email'), 'Empty = the German one (or the English default)'),
  doiEmailBodyEn: () =>
    optionalText(10000, localized('Der englische Text der Bestätigungs-E-Mail', 'The English text of the confirmation email'), 'Placeholders {{name}}, {{confirmationUrl}}; empty = the German one (or the English default)'),
  welcomeEmailSubjectEn: () => optionalText(200, localized('Der englische Betreff der Willkommens-E-Mail', 'The English subject of the welcome email'), 'Empty = the German one (or the English default)'),
  welcomeEmailBodyEn: () =>
    optionalText(10000, localized('Der englische Text der Willkommens-E-Mail', 'The English text of the welcome email'), 'Placeholders {{name}}, {{downloadUrl}}; empty = the German one (or the English default)'),
  ctaButtonTextEn: () => optionalText(80, localized('Der englische Text des Download-Buttons', 'The English text of the download button'), 'Empty = the German one (or the English default)'),

  doubleOptIn: () => flag(localized('Double Opt-In', 'Double opt-in'), 'Default true'),
  nameRequired: () => flag(localized('Die Angabe „Name erforderlich“', 'The setting “Name required”'), 'Default false'),
  customField1Required: () => flag(localized('Die Angabe „Zusatzfeld 1 erforderlich“', 'The setting “Custom field 1 required”'), 'Default false'),
  customField2Required: () => flag(localized('Die Angabe „Zusatzfeld 2 erforderlich“', 'The setting “Custom field 2 required”'), 'Default false'),
};
