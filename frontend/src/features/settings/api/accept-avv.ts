import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AVV_ACCEPTANCE_KEY, type AvvAcceptance } from './get-avv-acceptance';

/** POST /api/avv-acceptance */
function acceptAvv(documentVersion: string): Promise<AvvAcceptance> {
  return apiRequest<AvvAcceptance>('/api/avv-acceptance', 'POST', {
    accepted: true,
    document_version: documentVersion,
  });
}

export function useAcceptAvv(options: { onError?: (error: Error) => void; onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAvv,
    onSuccess: (data) => {
      queryClient.setQueryData(AVV_ACCEPTANCE_KEY, data);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
