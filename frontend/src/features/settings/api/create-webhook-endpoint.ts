import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointCreated, WebhookEndpointInput } from '@fairleads/shared/webhooks';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_ENDPOINTS_KEY } from './get-webhook-endpoints';

/** POST /api/webhook-endpoints -> 201 with the signing secret (the only time it is shown). */
function createWebhookEndpoint(input: WebhookEndpointInput): Promise<WebhookEndpointCreated> {
  return apiRequest<WebhookEndpointCreated>('/api/webhook-endpoints', 'POST', input);
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
