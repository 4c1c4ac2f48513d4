import type { SettingsErrors } from '../settings-rules';
import type { EventSettings } from '../types';

/** What every tab of the event settings gets: the form state, how to change it, and what the last save refused. */
export interface TabProps {
  values: EventSettings;
  onChange: (patch: Partial<EventSettings>) => void;
  /** What the last save could not store, by field (the browser's check or the server's refusal). */
  errors?: SettingsErrors;
}
