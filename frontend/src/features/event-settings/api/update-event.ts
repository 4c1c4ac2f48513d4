import { apiRequest } from '@/lib/api-client';
import type { SaveOptions } from '../hooks/use-auto-save';
import type { EventDetail, EventSettings } from '../types';

/**
 * PUT /api/events/{id} with the settings (a field left out keeps its saved value) -> saved
 * EventView; a 400 carries a German message and each refused field's under `errors`.
 */
export function updateEvent(id: string, settings: Partial<EventSettings>, options: SaveOptions = {}): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}`, 'PUT', settings, options);
}
