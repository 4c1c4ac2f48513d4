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
  });

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
