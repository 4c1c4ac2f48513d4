import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@fairleads/shared/webhooks';
import { apiRequest } from '@/lib/api-client';

export const webhookDeliveriesKey = (endpointId: string) => ['/api/webhook-endpoints', endpointId, 'deliveries'] as const;

/** How often the list asks again while a delivery that was just sent waits for its answer. */
export const DELIVERY_POLL_MS = 1_500;

/** How often a shown list asks again otherwise: retries and new leads' deliveries come in by themselves. */
export const DELIVERIES_REFRESH_MS = 30_000;

/** GET /api/webhook-endpoints/{id}/deliveries: the last 100, newest first. */
export function getWebhookDeliveries(endpointId: string): Promise<WebhookDelivery[]> {
  return apiRequest<WebhookDelivery[]>(`/api/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries`);
}

export const webhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: webhookDeliveriesKey(endpointId),
    queryFn: async () => (await getWebhookDeliveries(endpointId)) ?? [],
    // asked again whenever the list is shown again
    staleTime: 0,
  });

/**
 * The deliveries of one endpoint. Until `pollUntil` (a time in ms) the list is fetched again while
 * one is still being sent, so the answer of a test or a resend shows up without a reload; a
 * delivery waiting for a retry hours away does not keep it polling fast. Otherwise a shown list
 * (in a visible tab) asks every 30 s.
 */
export function useWebhookDeliveries(endpointId: string, pollUntil = 0) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(endpointId),
    refetchInterval: (query) =>
      Date.now() < pollUntil && query.state.data?.some((delivery) => delivery.status === 'pending') ? DELIVERY_POLL_MS : DELIVERIES_REFRESH_MS,
  });
}
