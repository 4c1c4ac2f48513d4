import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/auth/account with the typed confirmation (must be exactly 'DELETE'). */
function deleteAccount(confirmation: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/account', 'DELETE', { confirmation });
}

export function useDeleteAccount(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: deleteAccount, ...options });
}
