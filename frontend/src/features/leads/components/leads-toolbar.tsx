import { useEffect, useId, useState } from 'react';
import { LEAD_SOURCES } from '@fairleads/shared/lead-source';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { EventOption, LeadFilters, LeadRating, LeadSource } from '../types';

interface LeadsToolbarProps {
  events: readonly EventOption[];
  filters: LeadFilters;
  onChange: (change: Partial<LeadFilters>) => void;
  pendingCount: number;
  tags: readonly string[];
}

/** Typing settles for this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** How many filters narrow the list: the phone's 'Filter' button shows it while they are folded away. */
function activeFilterCount(filters: LeadFilters): number {
  return [filters.eventId, filters.q.trim(), filters.rating, filters.tag, filters.source, filters.view === 'confirmed'].filter(Boolean).length;
}

/**
 * The desk's filters. On a phone they fold behind 'Filter' (with the number in use), so the first
 * lead shows on the first screen; from a tablet up they are always open and the button is hidden.
 */
export function LeadsToolbar({ events, filters, onChange, pendingCount, tags }: LeadsToolbarProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <div className="leads-toolbar">
      <button
        type="button"
        className="btn btn--outline btn--md leads-toolbar__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
        </svg>
        {t('filterToggle')}{' '}
        {active > 0 && (
          <span className="leads-toolbar__count">
            {active}{' '}
            <span className="visually-hidden">{t('filterActive')}</span>
          </span>
        )}
      </button>
      <div id={`${id}-panel`} className={open ? 'leads-toolbar__panel leads-toolbar__panel--open' : 'leads-toolbar__panel'}>
        <div className="leads-toolbar__filters">
          <div className="leads-toolbar__field leads-toolbar__field--wide">
            <label htmlFor={`${id}-event`} className="field__label">
              {t('eventFilterLabel')}
            </label>
            <div className="leads-toolbar__filter-row">
              <select
                id={`${id}-event`}
                className="field__input leads-select"
                value={filters.eventId ?? ''}
                onChange={(e) => onChange({ eventId: e.target.value || null })}
              >
                <option value="">{t('allEvents')}</option>
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </select>
              {filters.eventId && (
                <button
                  type="button"
                  className="btn btn--ghost btn--md leads-toolbar__clear"
                  aria-label={t('clearFilter')}
                  title={t('clearFilter')}
                  onClick={() => onChange({ eventId: null })}
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                </button>
              )}
            </div>
          </div>
          <SearchField id={`${id}-q`} value={filters.q} onChange={(q) => onChange({ q })} />
          <div className="leads-toolbar__field">
            <label htmlFor={`${id}-rating`} className="field__label">
              {t('ratingFilterLabel')}
            </label>
            <select
              id={`${id}-rating`}
              className="field__input leads-select"
              value={filters.rating ?? ''}
              onChange={(e) => onChange({ rating: (e.target.value || null) as LeadRating | null })}
            >
              <option value="">{t('anyRating')}</option>
              {(['hot', 'warm', 'cold'] as const).map((rating) => (
                <option key={rating} value={rating}>
                  {t(`ratings.${rating}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="leads-toolbar__field">
            <label htmlFor={`${id}-source`} className="field__label">
              {t('sourceFilterLabel')}
            </label>
            <select
              id={`${id}-source`}
              className="field__input leads-select"
              value={filters.source ?? ''}
              onChange={(e) => onChange({ source: (e.target.value || null) as LeadSource | null })}
            >
              <option value="">{t('anySource')}</option>
              {LEAD_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`sources.${source}`)}
                </option>
              ))}
            </select>
          </div>
          {(tags.length > 0 || filters.tag) && (
            <div className="leads-toolbar__field">
              <label htmlFor={`${id}-tag`} className="field__label">
                {t('tagFilterLabel')}
              </label>
              <select
                id={`${id}-tag`}
                className="field__input leads-select"
                value={filters.tag ?? ''}
                onChange={(e) => onChange({ tag: e.target.value || null })}
              >
                <option value="">{t('anyTag')}</option>
                {[...new Set([...(filters.tag ? [filters.tag] : []), ...tags])].map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="leads-toggle" role="group" aria-label={t('viewLabel')}>
          <button type="button" className="leads-toggle__btn" aria-pressed={filters.view === 'all'} onClick={() => onChange({ view: 'all' })}>
            {t('alsoPending')}
            <span className="leads-toggle__count">{pendingCount}</span>
          </button>
          <button
            type="button"
            className="leads-toggle__btn"
            aria-pressed={filters.view === 'confirmed'}
            onClick={() => onChange({ view: 'confirmed' })}
          >
            {t('onlyConfirmed')}
          </button>
        </div>
      </div>
    </div>
  );
}

function SearchField({ id, value, onChange }: { id: string; value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation(NS);
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
    <div className="leads-toolbar__field leads-toolbar__field--wide">
      <label htmlFor={id} className="field__label">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className="field__input leads-search"
        placeholder={t('searchPlaceholder')}
        maxLength={100}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
    </div>
  );
}
