import { isDefaultText } from '@fairleads/shared/event-text-defaults';
import type { CreateEventDto, UpdateEventDto } from '../dto/event-body.dto';
import type { EventEntity } from '../entities/event.entity';
import { EVENT_DEFAULTS } from './event-defaults';
import type { EnglishTextField } from './event-texts';

/** The fields an organiser sets (everything else on an event is the server's). */
export type EventSettings = Pick<
  EventEntity,
  | 'name'
  | 'slug'
  | 'startDate'
  | 'endDate'
  | 'logoUrl'
  | 'headerImageUrl'
  | 'primaryColor'
  | 'secondaryColor'
  | 'backgroundColor'
  | 'introText'
  | 'downloadUrl'
  | 'doubleOptIn'
  | 'nameRequired'
  | 'customField1'
  | 'customField2'
  | 'customField1Required'
  | 'customField2Required'
  | 'customField1Options'
  | 'customField2Options'
  | 'doiEmailSubject'
  | 'doiEmailBody'
  | 'welcomeEmailSubject'
  | 'welcomeEmailBody'
  | 'ctaButtonText'
  | 'privacyText'
  | 'privacyUrl'
  | 'submitButtonText'
  | EnglishTextField
>;

export type EventSettingKey = keyof EventSettings;

/**
 * What a visitor sees on the form or agrees to: a change raises the event's form version,
 * which each lead's consent records.
 */
export const VISITOR_FACING_FIELDS: ReadonlySet<EventSettingKey> = new Set<EventSettingKey>([
  'name',
  'introText',
  'logoUrl',
  'headerImageUrl',
  'primaryColor',
  'secondaryColor',
  'backgroundColor',
  'nameRequired',
  'customField1',
  'customField2',
  'customField1Required',
  'customField2Required',
  'customField1Options',
  'customField2Options',
  'privacyText',
  'privacyUrl',
  'submitButtonText',
  'doubleOptIn',
  // what an English visitor sees or agrees to
  'introTextEn',
  'privacyTextEn',
  'submitButtonTextEn',
]);

/**
 * Fields that always have a value: emptying one restores the default, so the settings page
 * shows what is in use and a form never asks for consent to an empty text. The e-mail bodies
 * are not here (see DEFAULT_BODIES).
 */
const DEFAULTED = {
  primaryColor: EVENT_DEFAULTS.primaryColor,
  secondaryColor: EVENT_DEFAULTS.secondaryColor,
  backgroundColor: EVENT_DEFAULTS.backgroundColor,
  doiEmailSubject: EVENT_DEFAULTS.doiEmailSubject,
  welcomeEmailSubject: EVENT_DEFAULTS.welcomeEmailSubject,
  ctaButtonText: EVENT_DEFAULTS.ctaButtonText,
  privacyText: EVENT_DEFAULTS.privacyText,
  submitButtonText: EVENT_DEFAULTS.submitButtonText,
} satisfies Partial<Record<EventSettingKey, string>>;

/**
 * The e-mail bodies are stored only when the organiser wrote their own: null means our default
 * (sent then, and shown as editable text by EventView), so an improved default reaches every
 * event that kept it. The settings page sends the shown default back; it is stored as null.
 */
const DEFAULT_BODIES = {
  doiEmailBody: EVENT_DEFAULTS.doiEmailBody,
  welcomeEmailBody: EVENT_DEFAULTS.welcomeEmailBody,
} satisfies Partial<Record<EventSettingKey, string>>;

const NEW_EVENT: Omit<EventSettings, 'name' | 'slug' | 'startDate' | 'endDate' | 'downloadUrl'> = {
  ...DEFAULTED,
  logoUrl: null,
  headerImageUrl: null,
  introText: null,
  doubleOptIn: EVENT_DEFAULTS.doubleOptIn,
  nameRequired: EVENT_DEFAULTS.nameRequired,
  customField1: null,
  customField2: null,
  customField1Required: false,
  customField2Required: false,
  customField1Options: [],
  customField2Options: [],
  doiEmailBody: null,
  welcomeEmailBody: null,
  privacyUrl: null,
  // English versions: null until the organiser writes one (the German text is used meanwhile)
  introTextEn: null,
  privacyTextEn: null,
  submitButtonTextEn: null,
  doiEmailSubjectEn: null,
  doiEmailBodyEn: null,
  welcomeEmailSubjectEn: null,
  welcomeEmailBodyEn: null,
  ctaButtonTextEn: null,
};

/** The fields a validated body sets; null on a field with a default means the default. */
export function settingsPatch(body: CreateEventDto | UpdateEventDto): Partial<EventSettings> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (key in DEFAULT_BODIES) patch[key] = isDefaultText(value as string | null, DEFAULT_BODIES[key as keyof typeof DEFAULT_BODIES]) ? null : value;
    else patch[key] = value === null && key in DEFAULTED ? DEFAULTED[key as keyof typeof DEFAULTED] : value;
  }
  return patch as Partial<EventSettings>;
}

/** A new event: the body over the event defaults (event-defaults.ts). */
export function newEventSettings(body: CreateEventDto): EventSettings {
  return { ...NEW_EVENT, ...settingsPatch(body) } as EventSettings;
}

const COLOR_KEYS: ReadonlySet<EventSettingKey> = new Set<EventSettingKey>(['primaryColor', 'secondaryColor', 'backgroundColor']);

/**
 * The keys whose value the patch really changes. Colours compare case-insensitively: the
 * defaults are stored in lower case (#3b82f6), input arrives uppercased.
 */
export function changedKeys(event: EventEntity, patch: Partial<EventSettings>): EventSettingKey[] {
  return (Object.keys(patch) as EventSettingKey[]).filter((key) => !sameValue(key, event[key], patch[key]));
}

function sameValue(key: EventSettingKey, a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (COLOR_KEYS.has(key) && typeof a === 'string' && typeof b === 'string') return a.toUpperCase() === b.toUpperCase();
  return a === b;
}
