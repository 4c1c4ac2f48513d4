import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { EventsSection, useEvents } from '@/features/events';

/** Composes the dashboard with the events feature (features do not import each other). */
function DashboardRoute() {
  const events = useEvents();
  return (
    <DashboardHome
      events={{ data: events.data, isPending: events.isPending, isError: events.isError }}
      eventsSection={<EventsSection />}
    />
  );
}

export { DashboardRoute as Component };
