import { useEffect, useState } from 'react';
import { updateHighlights } from '../lib/new-rows';
import type { DeskPoll } from './use-lead-desk';

const EMPTY: ReadonlyMap<string, number> = new Map();

/** Ids of the leads a poll brought, highlighted for 3 s (the first load and older pages highlight nothing). */
export function useNewLeadHighlight(poll: DeskPoll | undefined): ReadonlyMap<string, number> {
  const [highlights, setHighlights] = useState(EMPTY);

  // each new poll adds its arrivals, from the moment it answered (adjusted while rendering)
  const [seenPoll, setSeenPoll] = useState(poll);
  if (poll !== seenPoll) {
    setSeenPoll(poll);
    if (poll?.arrived.length) {
      const ids = poll.arrived.map((lead) => String(lead.id));
      setHighlights((current) => updateHighlights(current, ids, poll.at));
    }
  }

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
