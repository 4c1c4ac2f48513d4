import type { Lead, LeadsPageData, RemovedLead } from '../types';

const isRemoved = (item: Lead | RemovedLead): item is RemovedLead => 'removed' in item && item.removed === true;

/** Newest first, ties by id (descending): the API's order. */
function newerFirst(a: Lead, b: Lead): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  const ida = String(a.id);
  const idb = String(b.id);
  return ida === idb ? 0 : ida < idb ? 1 : -1;
}

/**
 * Applies a `since` answer to the loaded pages: a changed lead replaces its row, a removed one
 * goes, one that is not loaded yet comes in at its place when it falls inside the loaded range
 * (newer than the oldest loaded lead, or everything is loaded). Unchanged rows keep their object,
 * so their memoised rows do not render again. `arrived`: leads captured after the newest one the
 * desk had (the toast and the highlight).
 */
export function mergeChanges(
  pages: readonly LeadsPageData[],
  changes: readonly (Lead | RemovedLead)[],
  cursor: string,
): { pages: LeadsPageData[]; arrived: Lead[] } {
  const first = pages[0];
  if (!first) return { pages: [], arrived: [] };
  const byId = new Map(changes.map((item) => [String(item.id), item]));
  const loaded = pages.flatMap((page) => page.leads);
  const newest = loaded[0];
  const oldest = loaded[loaded.length - 1];
  const allLoaded = pages[pages.length - 1].next === null;

  let delta = 0;
  const seen = new Set<string>();
  const nextPages = pages.map((page) => {
    let changed = false;
    const leads: Lead[] = [];
    for (const lead of page.leads) {
      const id = String(lead.id);
      seen.add(id);
      const change = byId.get(id);
      if (!change) leads.push(lead);
      else if (isRemoved(change)) {
        changed = true;
        delta -= 1;
      } else {
        changed = true;
        leads.push(change);
      }
    }
    return changed ? { ...page, leads } : page;
  });

  const incoming = changes.filter(
    (item): item is Lead => !isRemoved(item) && !seen.has(String(item.id)) && (allLoaded || !oldest || newerFirst(item, oldest) < 0),
  );
  if (incoming.length) {
    incoming.sort(newerFirst);
    if (!newest || newerFirst(incoming[incoming.length - 1], newest) < 0) {
      // the usual case: new visitors, newer than everything loaded
      nextPages[0] = { ...nextPages[0], leads: [...incoming, ...nextPages[0].leads] };
    } else {
      // an older lead came back into the filter: its place may be on any loaded page
      const all = [...nextPages.flatMap((page) => page.leads), ...incoming].sort(newerFirst);
      let offset = 0;
      for (let i = 0; i < nextPages.length; i++) {
        const size = nextPages[i].leads.length + (i === 0 ? incoming.length : 0);
        nextPages[i] = { ...nextPages[i], leads: all.slice(offset, offset + size) };
        offset += size;
      }
    }
    delta += incoming.length;
  }
  nextPages[0] = { ...nextPages[0], cursor, total: Math.max(0, first.total + delta) };
  const arrived = incoming.filter((lead) => !newest || newerFirst(lead, newest) < 0);
  return { pages: nextPages, arrived };
}
