import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteEvent } from '../api/delete-event';
import { useAdminEvents } from '../api/get-events';
import { useAdminUsers } from '../api/get-users';
import { useExportEvent } from '../api/export-event';
import { filterEvents, type EventStatusFilter } from '../lib/filters';
import { adminTexts } from '../texts';
import type { AdminEvent } from '../types';
import { AdminToolbar } from './admin-toolbar';
import { EventsTable } from './events-table';
import { SelectField } from './select-field';

const t = adminTexts.events;

const serverText = (error: Error, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** Owners for the user filter: the user list, or (if it fails) the owners seen on the events. */
function ownerOptions(users: readonly { id: AdminEvent['id']; name: string; email: string }[] | undefined, events: readonly AdminEvent[]) {
  const source = users ?? events.flatMap((event) => (event.user ? [event.user] : []));
  const seen = new Map<string, { value: string; label: string }>();
  for (const user of source) {
    const value = String(user.id);
    if (!seen.has(value)) seen.set(value, { value, label: t.userOption(user.name, user.email) });
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** /admin/events: search (name, slug, owner), status and user filters, CSV export, delete. */
export function EventsPage() {
  useDocumentTitle(`${t.title} | ${adminTexts.title}`);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<EventStatusFilter>('all');
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState<{ id: AdminEvent['id']; kind: 'export' | 'delete' } | null>(null);
  const events = useAdminEvents();
  const users = useAdminUsers();

  const shown = useMemo(() => filterEvents(events.data ?? [], { query, status, userId }), [events.data, query, status, userId]);
  const owners = useMemo(() => ownerOptions(users.data, events.data ?? []), [users.data, events.data]);

  const exportCsv = useExportEvent({
    onSuccess: () => toast.success(t.exported, { description: t.exportedText }),
    onError: (error) => toast.error(t.exportFailed, { description: serverText(error, t.exportFailedText) }),
  });
  const remove = useDeleteEvent({
    onSuccess: () => toast.success(t.deleted),
    onError: (error) => toast.error(t.deleteFailed, { description: serverText(error, t.deleteFailedText) }),
  });

  function onExport(event: AdminEvent) {
    setBusy({ id: event.id, kind: 'export' });
    exportCsv.mutate(event.id, { onSettled: () => setBusy(null) });
  }

  function onDelete(event: AdminEvent) {
    if (!window.confirm(t.confirmDelete(event.name))) return;
    setBusy({ id: event.id, kind: 'delete' });
    remove.mutate(event.id, { onSettled: () => setBusy(null) });
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>

      <AdminToolbar className="admin-toolbar--events" texts={t} query={query} onQueryChange={setQuery} shown={events.data ? shown.length : null}>
        <SelectField
          label={t.statusLabel}
          value={status}
          onChange={(event) => setStatus(event.target.value as EventStatusFilter)}
          options={[
            { value: 'all', label: t.statusAll },
            { value: 'active', label: t.statusActive },
            { value: 'archived', label: t.statusArchived },
          ]}
        />
        <SelectField
          label={t.userLabel}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          options={[{ value: '', label: t.userAll }, ...owners]}
        />
      </AdminToolbar>

      <EventsTable query={events} events={shown} busy={busy} onExport={onExport} onDelete={onDelete} />
    </div>
  );
}
