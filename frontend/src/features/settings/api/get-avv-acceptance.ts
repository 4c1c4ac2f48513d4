import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type AvvAcceptance = ApiSchema<'AvvAcceptanceAnswer'>;

export const AVV_ACCEPTANCE_KEY = ['/api/avv-acceptance'] as const;

/** GET /api/avv-acceptance */
export const avvAcceptanceQueryOptions = () =>
  queryOptions({
    queryKey: AVV_ACCEPTANCE_KEY,
    queryFn: getQueryFn<AvvAcceptance>({ on401: 'throw' }),
  });

