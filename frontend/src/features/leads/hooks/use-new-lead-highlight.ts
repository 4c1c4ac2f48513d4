import { useEffect, useRef, useState } from 'react';
import { findNewIds, updateHighlights } from '../lib/new-rows';
import type { Lead } from '../types';

const EMPTY: ReadonlyMap<string, number> = new Map();

/**
 * Ids of leads that arrived with a later poll, for 3 s. Runs only when the data array changes
 * (structural sharing keeps it identical for an unchanged poll).
 */
export function useNewLeadHighlight(leads: readonly Lead[] | undefined): ReadonlyMap<string, number> {
  const seen = useRef<Set<string> | null>(null);
  const [highlights, setHighlights] = useState(EMPTY);

  useEffect(() => {
    if (!leads) return;
    const ids = leads.map((lead) => String(lead.id));
    const fresh = findNewIds(seen.current, ids);
    seen.current = new Set(ids);
    if (fresh.length) setHighlights((current) => updateHighlights(current, fresh, Date.now()));
  }, [leads]);

  useEffect(() => {
    if (highlights.size === 0) return;
    const next = Math.min(...highlights.values());
    const timer = window.setTimeout(
      () => setHighlights((current) => updateHighlights(current, [], Date.now())),
      Math.max(0, next - Date.now()) + 20,
    );
    return () => window.clearTimeout(timer);
  }, [highlights]);

  return highlights;
}
