/**
 * GET /api/public/config: the operator's public settings (demo booking link, analytics id,
 * legal details). Lives in lib/ because the landing page, the cookie consent and the legal pages
 * all read it (features must not import each other); one query key, so one request per page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import type { ApiSchema } from './api/schemas';

export type OperatorDetails = ApiSchema<'OperatorAnswer'>;

export type PublicConfig = ApiSchema<'PublicConfigAnswer'>;

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
