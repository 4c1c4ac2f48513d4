import type { EventOption, Lead } from '../types';

/**
 * Dropdown options: the events from GET /api/events plus any event only known from the leads
 * (e.g. an archived event linked from /archive as /leads?event={id}), sorted by name.
 */
export function mergeEventOptions(
  events: readonly EventOption[] | undefined,
  leads: readonly Lead[] | undefined,
  selectedId: string | null,
): EventOption[] {
  const byId = new Map<string, string>();
  for (const event of events ?? []) byId.set(event.id, event.name);
  for (const lead of leads ?? []) {
    const id = String(lead.eventId);
    if (!byId.has(id) && lead.event?.name) byId.set(id, lead.event.name);
  }
  if (selectedId && !byId.has(selectedId)) byId.set(selectedId, `Event ${selectedId}`);
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
