import { apiRequest } from '@/lib/api-client';

/** POST /api/events/{id}/archive. */
export function archiveEvent(id: string): Promise<unknown> {
  return apiRequest(`/api/events/${encodeURIComponent(id)}/archive`, 'POST');
}
