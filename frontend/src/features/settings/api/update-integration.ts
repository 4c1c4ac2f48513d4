import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATIONS_KEY } from './get-integrations';
import type { CrmIntegration, CrmIntegrationChange, CrmProvider } from '../integration-types';

/** PATCH /api/account/integrations/{provider} {trigger?, eventIds?, fieldMap?}. */
function updateIntegration({ provider, change }: { provider: CrmProvider; change: CrmIntegrationChange }): Promise<CrmIntegration> {
  return apiRequest<CrmIntegration>(`/api/account/integrations/${provider}`, 'PATCH', change);
}

export function useUpdateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
