import { EventSettingsPage } from '@/features/event-settings';

export { EventSettingsPage as Component };
