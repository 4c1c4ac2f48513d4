import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiKeyCreated, ApiKeyScope } from '../api-key-types';
import { API_KEYS_KEY } from './get-api-keys';

/** POST /api/account/api-keys {name, scopes} -> 201 with the key (the only time it is shown). */
function createApiKey(input: { name: string; scopes: ApiKeyScope[] }): Promise<ApiKeyCreated> {
  return apiRequest<ApiKeyCreated>('/api/account/api-keys', 'POST', input);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
