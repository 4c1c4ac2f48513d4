/**
 * The fields an event has from its creation on: edited in the create dialog and on the settings'
 * first tab (whose form state adds the rest of the event's settings to them).
 */
export interface EventBasics {
  name: string;
  slug: string;
  startDate: string;
  endDate: string;
  downloadUrl: string;
  logoUrl: string;
  headerImageUrl: string;
  primaryColor: string;
  secondaryColor: string;
}

/** The brand colours an event starts with until the organiser picks its own. */
export const DEFAULT_EVENT_COLORS = { primaryColor: '#3b82f6', secondaryColor: '#007E87' } as const;
