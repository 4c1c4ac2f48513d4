import { formatDate } from '@/lib/format';
import { eventStatus } from '../lib/filters';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { AdminEvent } from '../types';
import { AdminTable, type AdminTableProps } from './admin-table';

const STATUS_LABEL = { active: 'events.badgeActive', archived: 'events.badgeArchived', inactive: 'events.badgeInactive' } as const;

const COLUMNS = [
  { key: 'name' },
  { key: 'owner' },
  { key: 'slug' },
  { key: 'status' },
  { key: 'start' },
  { key: 'end' },
  { key: 'leads', numeric: true },
  { key: 'created' },
  { key: 'actions' },
] as const;

interface EventsTableProps {
  query: AdminTableProps<AdminEvent>['query'];
  events: readonly AdminEvent[];
  busy: { id: AdminEvent['id']; kind: 'export' | 'delete' } | null;
  onExport: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}

/** Every event with its owner. */
export function EventsTable({ query, events, busy, onExport, onDelete }: EventsTableProps) {
  const { t } = useTranslation(NS);
  return (
    <AdminTable
      query={query}
      errorText={t('events.loadError')}
      rows={events}
      rowKey={(event) => event.id}
      label={t('events.tableLabel')}
      columns={COLUMNS.map(({ key, ...column }) => ({ ...column, label: t(`events.cols.${key}`) }))}
      empty={t('events.empty')}
      cells={(event) => {
        const status = eventStatus(event);
        const isBusy = busy !== null && String(busy.id) === String(event.id);
        return (
          <>
            <th scope="row" className="admin-table__name">
              {event.name}
            </th>
            <td className="admin-table__wrap">{event.user?.name || t('events.unknownOwner')}</td>
            <td className="admin-table__wrap">
              <code className="admin-table__slug">{event.slug}</code>
            </td>
            <td>
              <span className={`badge admin-badge admin-badge--${status === 'active' ? 'active' : status === 'archived' ? 'archived' : 'inactive'}`}>
                {t(STATUS_LABEL[status])}
              </span>
            </td>
            <td>{formatDate(event.startDate)}</td>
            <td>{formatDate(event.endDate)}</td>
            <td className="admin-table__num">{event.leadCount ?? 0}</td>
            <td>{formatDate(event.createdAt)}</td>
            <td>
              <div className="admin-table__actions">
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={t('events.exportLabel', { name: event.name })}
                  disabled={isBusy}
                  aria-busy={(isBusy && busy?.kind === 'export') || undefined}
                  onClick={() => onExport(event)}
                >
                  {isBusy && busy?.kind === 'export' ? t('events.exporting') : t('events.export')}
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--sm admin-btn-danger-outline"
                  aria-label={t('events.deleteLabel', { name: event.name })}
                  disabled={isBusy}
                  onClick={() => onDelete(event)}
                >
                  {t('events.delete')}
                </button>
              </div>
            </td>
          </>
        );
      }}
    />
  );
}
