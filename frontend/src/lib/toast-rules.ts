import { useEffect } from 'react';
import { toast, useSonner } from 'sonner';

/**
 * A success makes older error toasts moot ('Login erfolgreich!' under a stale 'Falsches
 * Passwort'): once a success toast is shown, every error toast created before it is dismissed.
 * Runs once beside the app's <Toaster>, so every `toast.success` anywhere in the app does it.
 */
export function useSuccessClearsOlderErrors(): void {
  const { toasts } = useSonner();
  useEffect(() => {
    // useSonner lists the active toasts newest first (an update keeps its place)
    const newestSuccess = toasts.findIndex((item) => item.type === 'success');
    if (newestSuccess < 0) return;
    for (const older of toasts.slice(newestSuccess + 1)) {
      if (older.type === 'error') toast.dismiss(older.id);
    }
  }, [toasts]);
}
