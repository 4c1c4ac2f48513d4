import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/email-change: 202, a link to the new address. Written by hand until the generated schema has it. */
export interface EmailChangeInput {
  currentPassword: string;
  newEmail: string;
}

function requestEmailChange(input: EmailChangeInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/account/email-change', 'POST', input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
