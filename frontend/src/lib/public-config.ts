/**
 * GET /api/public/config: the operator's public settings (demo booking link, analytics id,
 * legal details). Lives in lib/ because the landing page, the cookie consent and the legal pages
 * all read it (features must not import each other); one query key, so one request per page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export interface OperatorDetails {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  representative: string;
  register: string;
  vatId: string;
}

export interface PublicConfig {
  demoBookingUrl: string;
  /** Google Analytics 4 measurement id; null: no analytics at all. */
  analyticsMeasurementId: string | null;
  operator: OperatorDetails;
  /** Days after an event's end until the leads' CSV backup mail and until their deletion. */
  retention: { backupDays: number; deleteDays: number };
}

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/public/config'] as const;

const getPublicConfig = getQueryFn<PublicConfig>({ on401: 'throw' });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: getPublicConfig,
    staleTime: Infinity,
    retry: false,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
