import { apiRequest } from '@/lib/api-client';
import type { SaveOptions } from '../hooks/use-auto-save';
import type { EventDetail, EventSettings } from '../types';

/** PUT /api/events/{id} with the full settings -> saved EventView; 400 carries a German message. */
export function updateEvent(id: string, settings: EventSettings, options: SaveOptions = {}): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}`, 'PUT', settings, options);
}
