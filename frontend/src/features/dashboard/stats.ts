import { isFormOpen, type EventView } from '@/lib/events';

interface DashboardStats {
  activeEvents: number;
  totalLeads: number;
  confirmedLeads: number;
  /** confirmed / total * 100 rounded to one decimal; 0 without leads. */
  conversionRate: number;
}

type StatsEvent = Pick<EventView, 'status' | 'leadCount' | 'confirmedLeadCount'> & Partial<Pick<EventView, 'ended'>>;

/** Sums over all events the dashboard gets (GET /api/events); 'Aktive Events' counts those taking leads (not archived, not past their end date). */
export function computeDashboardStats(events: StatsEvent[]): DashboardStats {
  let totalLeads = 0;
  let confirmedLeads = 0;
  let activeEvents = 0;
  for (const event of events) {
    totalLeads += event.leadCount ?? 0;
    confirmedLeads += event.confirmedLeadCount ?? 0;
    if (isFormOpen(event)) activeEvents += 1;
  }
  const conversionRate = totalLeads > 0 ? Math.round((confirmedLeads / totalLeads) * 1000) / 10 : 0;
  return { activeEvents, totalLeads, confirmedLeads, conversionRate };
}
