import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOK_ENDPOINTS_KEY } from './get-webhook-endpoints';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** DELETE /api/webhook-endpoints/{id} -> 204; its deliveries go with it. */
function deleteWebhookEndpoint(id: string): Promise<void> {
  return apiRequest<void>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, 'DELETE');
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: webhookDeliveriesKey(id) });
      await queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY });
    },
  });
}
