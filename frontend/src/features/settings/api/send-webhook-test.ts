import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@fairleads/shared/webhooks';
import { apiRequest } from '@/lib/api-client';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** POST /api/webhook-endpoints/{id}/test -> 202 {message, delivery}: a sample lead, type 'webhook.test'. */
function sendWebhookTest(endpointId: string) {
  return apiRequest<{ message: string; delivery: WebhookDelivery }>(
    `/api/webhook-endpoints/${encodeURIComponent(endpointId)}/test`,
    'POST',
  );
}

/** The queued delivery shows at once (a resend replaces its row); the list then asks the server again. */
export async function showQueuedDelivery(queryClient: QueryClient, endpointId: string, delivery: WebhookDelivery | undefined) {
  const key = webhookDeliveriesKey(endpointId);
  if (delivery?.id) {
    queryClient.setQueryData<WebhookDelivery[]>(key, (list = []) =>
      list.some((row) => row.id === delivery.id)
        ? list.map((row) => (row.id === delivery.id ? delivery : row))
        : [delivery, ...list],
    );
  }
  await queryClient.invalidateQueries({ queryKey: key });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: ({ delivery }, endpointId) => showQueuedDelivery(queryClient, endpointId, delivery),
  });
}
