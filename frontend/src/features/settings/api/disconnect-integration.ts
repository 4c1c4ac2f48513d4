import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATIONS_KEY } from './get-integrations';
import type { CrmProvider } from '../integration-types';

/** DELETE /api/account/integrations/{provider}: the token goes, waiting deliveries stop; what was sent stays listed. */
function disconnectIntegration(provider: CrmProvider): Promise<void> {
  return apiRequest<void>(`/api/account/integrations/${provider}`, 'DELETE');
}

export function useDisconnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
