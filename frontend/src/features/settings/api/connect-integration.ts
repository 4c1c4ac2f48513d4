import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INTEGRATIONS_KEY } from './get-integrations';
import type { CrmIntegration, CrmProvider } from '../integration-types';

/**
 * PUT /api/account/integrations/{provider} {token}: the server tries the token against the CRM
 * first (refused: 400 CRM_TOKEN_INVALID; CRM unreachable: 502 CRM_UNREACHABLE). Also a new token
 * for an 'unauthorized' connection.
 */
function connectIntegration({ provider, token }: { provider: CrmProvider; token: string }): Promise<CrmIntegration> {
  return apiRequest<CrmIntegration>(`/api/account/integrations/${provider}`, 'PUT', { token });
}

export function useConnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
