import { formatDate } from '@/lib/format';
import { eventStatus } from '../lib/filters';
import { adminTexts } from '../texts';
import type { AdminEvent } from '../types';
import { AdminTable, type AdminTableProps } from './admin-table';

const t = adminTexts.events;

const STATUS_LABEL = { active: t.badgeActive, archived: t.badgeArchived, inactive: t.badgeInactive };

const COLUMNS = [
  { label: t.cols.name },
  { label: t.cols.owner },
  { label: t.cols.slug },
  { label: t.cols.status },
  { label: t.cols.start },
  { label: t.cols.end },
  { label: t.cols.leads, numeric: true },
  { label: t.cols.created },
  { label: t.cols.actions },
];

interface EventsTableProps {
  query: AdminTableProps<AdminEvent>['query'];
  events: readonly AdminEvent[];
  busy: { id: AdminEvent['id']; kind: 'export' | 'delete' } | null;
  onExport: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}

/** Every event with its owner. */
export function EventsTable({ query, events, busy, onExport, onDelete }: EventsTableProps) {
  return (
    <AdminTable
      query={query}
      errorText={t.loadError}
      rows={events}
      rowKey={(event) => event.id}
      label={t.tableLabel}
      columns={COLUMNS}
      empty={t.empty}
      cells={(event) => {
        const status = eventStatus(event);
        const isBusy = busy !== null && String(busy.id) === String(event.id);
        return (
          <>
            <th scope="row" className="admin-table__name">
              {event.name}
            </th>
            <td className="admin-table__wrap">{event.user?.name || t.unknownOwner}</td>
            <td className="admin-table__wrap">
              <code className="admin-table__slug">{event.slug}</code>
            </td>
            <td>
              <span className={`badge admin-badge admin-badge--${status === 'active' ? 'active' : status === 'archived' ? 'archived' : 'inactive'}`}>
                {STATUS_LABEL[status]}
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
                  aria-label={t.exportLabel(event.name)}
                  disabled={isBusy}
                  aria-busy={(isBusy && busy?.kind === 'export') || undefined}
                  onClick={() => onExport(event)}
                >
                  {isBusy && busy?.kind === 'export' ? t.exporting : t.export}
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--sm admin-btn-danger-outline"
                  aria-label={t.deleteLabel(event.name)}
                  disabled={isBusy}
                  onClick={() => onDelete(event)}
                >
                  {t.delete}
                </button>
              </div>
            </td>
          </>
        );
      }}
    />
  );
}
