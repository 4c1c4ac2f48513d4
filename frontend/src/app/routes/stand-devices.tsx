import { StandDevicesPage } from '@/features/event-settings';
import { can } from '@/lib/account-role';
import { useAccountRole } from '@/lib/auth';
import { NoPermission } from './no-permission';

/** An event's stand devices on their own page: the stand team pairs devices but has no event settings. */
function StandDevicesRoute() {
  if (!can(useAccountRole(), 'stand.devices')) return <NoPermission />;
  return <StandDevicesPage />;
}

export { StandDevicesRoute as Component };
