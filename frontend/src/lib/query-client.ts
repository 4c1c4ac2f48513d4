import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { isSecondFactorRequired, onSecondFactorRequired } from './second-factor';

export function createQueryClient(): QueryClient {
  // any load or change the server refuses for a missing second factor leads to the security settings
  const leadToSecondFactor = (error: unknown) => {
    if (isSecondFactorRequired(error)) onSecondFactorRequired(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: leadToSecondFactor }),
    mutationCache: new MutationCache({ onError: leadToSecondFactor }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
