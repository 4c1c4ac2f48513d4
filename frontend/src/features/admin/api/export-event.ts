import { useMutation } from '@tanstack/react-query';
import { apiRequestBlob } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import type { AdminEvent } from '../types';

const exportFileName = (id: AdminEvent['id']) => `event-${id}-leads.csv`;

/** POST /api/admin/events/{id}/export: the event's leads as CSV, saved as event-{id}-leads.csv. */
async function exportEvent(id: AdminEvent['id']): Promise<void> {
  const blob = await apiRequestBlob(`/api/admin/events/${encodeURIComponent(String(id))}/export`, 'POST');
  downloadBlob(blob, exportFileName(id));
}

export function useExportEvent(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: exportEvent, ...options });
}
