import { EventSettingsPage } from '@/features/event-settings';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { NoPermission } from './no-permission';

/** The event settings for who manages events; the stand team gets a word and the way to its desk. */
function EventSettingsRoute() {
  if (!can(useAccountRole(), 'events.manage')) return <NoPermission />;
  return <EventSettingsPage />;
}

export { EventSettingsRoute as Component };
