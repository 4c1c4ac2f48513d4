import { EVENT_TEXT_DEFAULTS_DE, EVENT_TEXT_DEFAULTS_EN } from '@fairleads/shared/event-text-defaults';

/**
 * A new event's defaults for its form and e-mails. The texts live in `shared/` (the settings page
 * shows them as editable text): German and English bodies with their placeholders.
 */
export const EVENT_DEFAULTS = {
  primaryColor: '#3b82f6',
  secondaryColor: '#007E87',
  backgroundColor: '#007E87',
  doubleOptIn: true,
  nameRequired: false,
  ...EVENT_TEXT_DEFAULTS_DE,
} as const;

/**
 * The product's English defaults for the same texts (issue 13): what an English visitor gets when
 * the organiser wrote neither an English nor an own German text (see event-texts.ts).
 */
export const EVENT_DEFAULTS_EN = EVENT_TEXT_DEFAULTS_EN;
