import { EventsPage } from '@/features/events';

export { EventsPage as Component };
