import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMAIL_SETTINGS_KEY, type EmailSettings } from './get-email-settings';

/** PUT /api/email-settings (full object) */
function updateEmailSettings(input: EmailSettings): Promise<EmailSettings> {
  return apiRequest<EmailSettings>('/api/email-settings', 'PUT', input);
}

/**
 * Optimistic save: the cache shows the new value at once and is restored if the call fails.
 */
export function useUpdateEmailSettings(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: EMAIL_SETTINGS_KEY });
      const previous = queryClient.getQueryData<EmailSettings>(EMAIL_SETTINGS_KEY);
      queryClient.setQueryData(EMAIL_SETTINGS_KEY, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(EMAIL_SETTINGS_KEY, context.previous);
      options.onError?.(error);
    },
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(EMAIL_SETTINGS_KEY, saved);
    },
  });
}
