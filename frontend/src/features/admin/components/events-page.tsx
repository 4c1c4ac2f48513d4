import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteEvent } from '../api/delete-event';
import { useAdminEvents } from '../api/get-events';
import { useAdminUsers } from '../api/get-users';
import { useExportEvent } from '../api/export-event';
import { filterEvents, type EventStatusFilter } from '../lib/filters';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AdminEvent } from '../types';
import { AdminToolbar } from './admin-toolbar';
import { EventsTable } from './events-table';
import { SelectField } from './select-field';

const serverText = (error: Error, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** Owners for the user filter: the user list, or (if it fails) the owners seen on the events. */
function ownerOptions(users: readonly { id: AdminEvent['id']; name: string; email: string }[] | undefined, events: readonly AdminEvent[]) {
  const source = users ?? events.flatMap((event) => (event.user ? [event.user] : []));
  const seen = new Map<string, { value: string; label: string }>();
  for (const user of source) {
    const value = String(user.id);
    if (!seen.has(value)) seen.set(value, { value, label: i18n.t('events.userOption', { ns: NS, name: user.name, email: user.email }) });
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** /admin/events: search (name, slug, owner), status and user filters, CSV export, delete. */
export function EventsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('pageTitle', { page: t('events.title') }));
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<EventStatusFilter>('all');
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState<{ id: AdminEvent['id']; kind: 'export' | 'delete' } | null>(null);
  const events = useAdminEvents();
  const users = useAdminUsers();

  const shown = useMemo(() => filterEvents(events.data ?? [], { query, status, userId }), [events.data, query, status, userId]);
  const owners = useMemo(() => ownerOptions(users.data, events.data ?? []), [users.data, events.data]);

  const exportCsv = useExportEvent({
    onSuccess: () => toast.success(t('events.exported'), { description: t('events.exportedText') }),
    onError: (error) => toast.error(t('events.exportFailed'), { description: serverText(error, t('events.exportFailedText')) }),
  });
  const remove = useDeleteEvent({
    onSuccess: () => toast.success(t('events.deleted')),
    onError: (error) => toast.error(t('events.deleteFailed'), { description: serverText(error, t('events.deleteFailedText')) }),
  });

  function onExport(event: AdminEvent) {
    setBusy({ id: event.id, kind: 'export' });
    exportCsv.mutate(event.id, { onSettled: () => setBusy(null) });
  }

  function onDelete(event: AdminEvent) {
    if (!window.confirm(t('events.confirmDelete', { name: event.name }))) return;
    setBusy({ id: event.id, kind: 'delete' });
    remove.mutate(event.id, { onSettled: () => setBusy(null) });
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{t('events.title')}</h1>
        <p className="muted">{t('events.intro')}</p>
      </header>

      <AdminToolbar className="admin-toolbar--events" texts={{ searchLabel: t('events.searchLabel'), searchPlaceholder: t('events.searchPlaceholder'), count: (count) => t('events.count', { count }) }} query={query} onQueryChange={setQuery} shown={events.data ? shown.length : null}>
        <SelectField
          label={t('events.statusLabel')}
          value={status}
          onChange={(event) => setStatus(event.target.value as EventStatusFilter)}
          options={[
            { value: 'all', label: t('events.statusAll') },
            { value: 'active', label: t('events.statusActive') },
            { value: 'archived', label: t('events.statusArchived') },
          ]}
        />
        <SelectField
          label={t('events.userLabel')}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
          options={[{ value: '', label: t('events.userAll') }, ...owners]}
        />
      </AdminToolbar>

      <EventsTable query={events} events={shown} busy={busy} onExport={onExport} onDelete={onDelete} />
    </div>
  );
}
