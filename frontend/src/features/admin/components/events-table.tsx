import { useId } from 'react';
import { formatDate } from '@/lib/format';
import { eventStatus } from '../lib/filters';
import { adminTexts } from '../texts';
import type { AdminEvent } from '../types';

const t = adminTexts.events;

const STATUS_LABEL = { active: t.badgeActive, archived: t.badgeArchived, inactive: t.badgeInactive };

export interface EventsTableProps {
  events: readonly AdminEvent[];
  busy: { id: AdminEvent['id']; kind: 'export' | 'delete' } | null;
  onExport: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
}

/** Every event with its owner; scrolls sideways inside its labelled region on small screens. */
export function EventsTable({ events, busy, onExport, onDelete }: EventsTableProps) {
  const captionId = useId();
  if (events.length === 0) return <p className="admin-empty">{t.empty}</p>;
  return (
    <div className="admin-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table">
        <caption id={captionId} className="visually-hidden">
          {t.tableLabel}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.cols.name}</th>
            <th scope="col">{t.cols.owner}</th>
            <th scope="col">{t.cols.slug}</th>
            <th scope="col">{t.cols.status}</th>
            <th scope="col">{t.cols.start}</th>
            <th scope="col">{t.cols.end}</th>
            <th scope="col" className="admin-table__num">
              {t.cols.leads}
            </th>
            <th scope="col">{t.cols.created}</th>
            <th scope="col">{t.cols.actions}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const status = eventStatus(event);
            const isBusy = busy !== null && String(busy.id) === String(event.id);
            return (
              <tr key={event.id}>
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
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
