import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@fairleads/shared/webhooks';
import { apiRequest } from '@/lib/api-client';

export const WEBHOOK_ENDPOINTS_KEY = ['/api/webhook-endpoints'] as const;

/** GET /api/webhook-endpoints: the organiser's endpoints, newest first. */
export function getWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  return apiRequest<WebhookEndpoint[]>('/api/webhook-endpoints');
}

export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: WEBHOOK_ENDPOINTS_KEY,
    queryFn: async () => (await getWebhookEndpoints()) ?? [],
    // asked again whenever the tab opens: a receiver's 410 may have switched an endpoint off meanwhile
    staleTime: 0,
  });

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
