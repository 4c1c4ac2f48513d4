import { AdminEventsPage } from '@/features/admin';

export { AdminEventsPage as Component };
