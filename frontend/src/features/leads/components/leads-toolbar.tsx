import { useId } from 'react';
import type { EventOption, LeadView } from '../types';
import { leadsTexts as t } from '../texts';

export interface LeadsToolbarProps {
  events: readonly EventOption[];
  eventId: string | null;
  onEventChange: (eventId: string | null) => void;
  view: LeadView;
  onViewChange: (view: LeadView) => void;
  pendingCount: number;
}

export function LeadsToolbar({ events, eventId, onEventChange, view, onViewChange, pendingCount }: LeadsToolbarProps) {
  const selectId = useId();
  return (
    <div className="leads-toolbar">
      <div className="leads-toolbar__filter">
        <label htmlFor={selectId} className="field__label">
          {t.eventFilterLabel}
        </label>
        <div className="leads-toolbar__filter-row">
          <select
            id={selectId}
            className="field__input leads-select"
            value={eventId ?? ''}
            onChange={(e) => onEventChange(e.target.value || null)}
          >
            <option value="">{t.allEvents}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </select>
          {eventId && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onEventChange(null)}>
              <span aria-hidden="true">×</span> {t.clearFilter}
            </button>
          )}
        </div>
      </div>
      <div className="leads-toggle" role="group" aria-label={t.viewLabel}>
        <button
          type="button"
          className="leads-toggle__btn"
          aria-pressed={view === 'confirmed'}
          onClick={() => onViewChange('confirmed')}
        >
          {t.onlyConfirmed}
        </button>
        <button type="button" className="leads-toggle__btn" aria-pressed={view === 'all'} onClick={() => onViewChange('all')}>
          {t.alsoPending}
          <span className="leads-toggle__count">{pendingCount}</span>
        </button>
      </div>
    </div>
  );
}
