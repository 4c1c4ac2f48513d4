/**
 * POST /api/auth/logout, shared by the organiser navigation, the landing page's top bar and the
 * admin navigation (features must not import each other).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { navigation } from './navigation';

export async function logout(): Promise<void> {
  await apiRequest<{ message: string }>('/api/auth/logout', 'POST');
}

/** POST /api/auth/logout, then clear the cache and reload at '/', also when the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => {
      console.error('Logout fehlgeschlagen', error);
    },
    onSettled: () => {
      queryClient.clear();
      navigation.assign('/');
    },
  });
}
