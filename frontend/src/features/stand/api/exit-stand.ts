import { standApiPath, standRequest } from './stand-request';
import type { StandLocation } from '../types';

/** POST /api/stand/{companySlug}/{eventSlug}/exit {pin}: 204, or 403 'Die PIN stimmt nicht.' */
export function exitStand(location: StandLocation, token: string, pin: string): Promise<void> {
  return standRequest<void>(standApiPath(location, '/exit'), 'POST', token, { pin });
}
