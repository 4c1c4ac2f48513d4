import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';

export interface AvvAcceptance {
  accepted: boolean;
  /** ISO timestamp or null */
  accepted_at: string | null;
  document_version: string;
}

export const AVV_ACCEPTANCE_KEY = ['/api/avv-acceptance'] as const;

/** GET /api/avv-acceptance */
export const avvAcceptanceQueryOptions = () =>
  queryOptions({
    queryKey: AVV_ACCEPTANCE_KEY,
    queryFn: getQueryFn<AvvAcceptance>({ on401: 'throw' }),
  });

