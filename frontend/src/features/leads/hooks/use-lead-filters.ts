import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLeadSource } from '@fairleads/shared/lead-source';
import type { LeadFilters, LeadRating } from '../types';

/** The desk's filters live in the URL (?event=&status=confirmed&q=&rating=&tag=&source=), so a reload or a link keeps them. */
const PARAMS = { eventId: 'event', view: 'status', q: 'q', rating: 'rating', tag: 'tag', source: 'source' } as const;
const RATINGS: readonly string[] = ['hot', 'warm', 'cold'];

export function useLeadFilters(): [LeadFilters, (change: Partial<LeadFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const eventId = params.get(PARAMS.eventId) || null;
  const view = params.get(PARAMS.view) === 'confirmed' ? 'confirmed' : 'all';
  const q = params.get(PARAMS.q) ?? '';
  const ratingParam = params.get(PARAMS.rating);
  const rating = ratingParam && RATINGS.includes(ratingParam) ? (ratingParam as LeadRating) : null;
  const tag = params.get(PARAMS.tag) || null;
  const sourceParam = params.get(PARAMS.source);
  // an unknown source in a hand-made link filters nothing, as an unknown rating
  const source = isLeadSource(sourceParam) ? sourceParam : null;
  const filters = useMemo<LeadFilters>(() => ({ eventId, view, q, rating, tag, source }), [eventId, view, q, rating, tag, source]);

  const setFilters = useCallback(
    (change: Partial<LeadFilters>) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [field, value] of Object.entries(change) as [keyof LeadFilters, string | null][]) {
            const name = PARAMS[field];
            // the default view ('all') and empty values leave the URL clean
            if (!value || (field === 'view' && value === 'all')) updated.delete(name);
            else updated.set(name, value);
          }
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, setFilters];
}
