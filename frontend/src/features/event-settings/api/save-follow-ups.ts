import { apiRequest } from '@/lib/api-client';
import type { FollowUpStep } from './follow-up-types';

/**
 * PUT /api/events/{id}/follow-ups with the whole list as a bare array -> the saved list; [] turns
 * follow-ups off. A 400 VALIDATION_FAILED names each refused field as `steps.{index}.{field}`.
 */
export function saveFollowUps(eventId: string, steps: FollowUpStep[]): Promise<FollowUpStep[]> {
  return apiRequest<FollowUpStep[]>(`/api/events/${encodeURIComponent(eventId)}/follow-ups`, 'PUT', steps);
}
