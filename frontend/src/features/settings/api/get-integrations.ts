import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CrmIntegration } from '../integration-types';

export const INTEGRATIONS_KEY = ['/api/account/integrations'] as const;

/** GET /api/account/integrations: both providers, connected or not. */
function getIntegrations(): Promise<CrmIntegration[]> {
  return apiRequest<CrmIntegration[]>('/api/account/integrations');
}

export function useIntegrations() {
  return useQuery(
    queryOptions({
      queryKey: INTEGRATIONS_KEY,
      queryFn: async () => (await getIntegrations()) ?? [],
      // asked again whenever the tab opens: a delivery's 401 may have marked a connection 'unauthorized' meanwhile
      staleTime: 0,
    }),
  );
}
