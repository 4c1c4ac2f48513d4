import { useEffect, useId, useState } from 'react';
import { leadsTexts as t } from '../texts';
import type { EventOption, LeadFilters, LeadRating } from '../types';

interface LeadsToolbarProps {
  events: readonly EventOption[];
  filters: LeadFilters;
  onChange: (change: Partial<LeadFilters>) => void;
  pendingCount: number;
  tags: readonly string[];
}

/** Typing settles for this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

export function LeadsToolbar({ events, filters, onChange, pendingCount, tags }: LeadsToolbarProps) {
  const id = useId();
  return (
    <div className="leads-toolbar">
      <div className="leads-toolbar__filters">
        <div className="leads-toolbar__field">
          <label htmlFor={`${id}-event`} className="field__label">
            {t.eventFilterLabel}
          </label>
          <div className="leads-toolbar__filter-row">
            <select
              id={`${id}-event`}
              className="field__input leads-select"
              value={filters.eventId ?? ''}
              onChange={(e) => onChange({ eventId: e.target.value || null })}
            >
              <option value="">{t.allEvents}</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
            {filters.eventId && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ eventId: null })}>
                <span aria-hidden="true">×</span> {t.clearFilter}
              </button>
            )}
          </div>
        </div>
        <SearchField id={`${id}-q`} value={filters.q} onChange={(q) => onChange({ q })} />
        <div className="leads-toolbar__field">
          <label htmlFor={`${id}-rating`} className="field__label">
            {t.ratingFilterLabel}
          </label>
          <select
            id={`${id}-rating`}
            className="field__input leads-select leads-select--narrow"
            value={filters.rating ?? ''}
            onChange={(e) => onChange({ rating: (e.target.value || null) as LeadRating | null })}
          >
            <option value="">{t.anyRating}</option>
            {(['hot', 'warm', 'cold'] as const).map((rating) => (
              <option key={rating} value={rating}>
                {t.ratings[rating]}
              </option>
            ))}
          </select>
        </div>
        {(tags.length > 0 || filters.tag) && (
          <div className="leads-toolbar__field">
            <label htmlFor={`${id}-tag`} className="field__label">
              {t.tagFilterLabel}
            </label>
            <select
              id={`${id}-tag`}
              className="field__input leads-select leads-select--narrow"
              value={filters.tag ?? ''}
              onChange={(e) => onChange({ tag: e.target.value || null })}
            >
              <option value="">{t.anyTag}</option>
              {[...new Set([...(filters.tag ? [filters.tag] : []), ...tags])].map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="leads-toggle" role="group" aria-label={t.viewLabel}>
        <button type="button" className="leads-toggle__btn" aria-pressed={filters.view === 'all'} onClick={() => onChange({ view: 'all' })}>
          {t.alsoPending}
          <span className="leads-toggle__count">{pendingCount}</span>
        </button>
        <button
          type="button"
          className="leads-toggle__btn"
          aria-pressed={filters.view === 'confirmed'}
          onClick={() => onChange({ view: 'confirmed' })}
        >
          {t.onlyConfirmed}
        </button>
      </div>
    </div>
  );
}

function SearchField({ id, value, onChange }: { id: string; value: string; onChange: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  // a search set from outside (back button, cleared filters) replaces the draft (adjusted while rendering)
  const [appliedValue, setAppliedValue] = useState(value);
  if (value !== appliedValue) {
    setAppliedValue(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => onChange(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <div className="leads-toolbar__field leads-toolbar__field--grow">
      <label htmlFor={id} className="field__label">
        {t.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className="field__input leads-search"
        placeholder={t.searchPlaceholder}
        maxLength={100}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
    </div>
  );
}
