import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandDevice, StandDeviceRegistration } from '@fairleads/shared/stand-mode';
import { apiRequest } from '@/lib/api-client';

export const standDevicesQueryKey = (eventId: string) => ['/api/events', eventId, 'stand-devices'] as const;

const devicesPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/stand-devices`;

/** GET /api/events/{id}/stand-devices: newest first, revoked ones too. */
export function useStandDevices(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: standDevicesQueryKey(eventId),
      queryFn: () => apiRequest<StandDevice[]>(devicesPath(eventId)),
      retry: false,
    }),
  );
}

/** POST /api/events/{id}/stand-devices {name, pin} -> 201 with the token (shown once). */
export function registerStandDevice(eventId: string, body: { name: string; pin: string }): Promise<StandDeviceRegistration> {
  return apiRequest<StandDeviceRegistration>(devicesPath(eventId), 'POST', body);
}

/** DELETE /api/events/{id}/stand-devices/{deviceId} -> 204; the token answers 401 from then on. */
export function revokeStandDevice(eventId: string, deviceId: string): Promise<void> {
  return apiRequest<void>(`${devicesPath(eventId)}/${encodeURIComponent(deviceId)}`, 'DELETE');
}
