import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@fairleads/shared/webhooks';
import { apiRequest } from '@/lib/api-client';
import { showQueuedDelivery } from './send-webhook-test';

/** POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend -> 202 {message, delivery}. */
function resendWebhookDelivery({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  return apiRequest<{ message: string; delivery: WebhookDelivery }>(
    `/api/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
    'POST',
  );
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: ({ delivery }, { endpointId }) => showQueuedDelivery(queryClient, endpointId, delivery),
  });
}
