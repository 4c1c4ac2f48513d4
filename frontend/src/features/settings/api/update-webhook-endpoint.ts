import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEndpointInput } from '@fairleads/shared/webhooks';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_ENDPOINTS_KEY } from './get-webhook-endpoints';

/** PUT /api/webhook-endpoints/{id} (the whole input; the secret stays). */
function updateWebhookEndpoint({ id, input }: { id: string; input: WebhookEndpointInput }): Promise<WebhookEndpoint> {
  return apiRequest<WebhookEndpoint>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, 'PUT', input);
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
