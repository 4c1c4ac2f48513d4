import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SupportMode } from '../texts';

interface SupportTicketInput {
  name: string;
  email: string;
  message: string;
  mode: SupportMode;
  /** Honeypot: always empty from real visitors; bots that fill every field are refused. */
  website: string;
}

interface SupportTicketResponse {
  success: boolean;
  message: string;
}

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
