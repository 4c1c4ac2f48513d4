import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type SupportTicketInput = ApiSchema<'SupportTicketDto'>;

type SupportTicketResponse = ApiSchema<'SupportTicketAnswer'>;

/** POST /api/support-ticket (support requests and organiser enquiries share the call). */
function createSupportTicket(input: SupportTicketInput): Promise<SupportTicketResponse> {
  return apiRequest<SupportTicketResponse>('/api/support-ticket', 'POST', input);
}

export function useCreateSupportTicket(
  options: { onSuccess?: (data: SupportTicketResponse, input: SupportTicketInput) => void; onError?: (error: Error, input: SupportTicketInput) => void } = {},
) {
  return useMutation({
    mutationFn: createSupportTicket,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
