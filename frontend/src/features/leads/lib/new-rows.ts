/** New-row highlight: rows that appear after a poll are highlighted for 3 s. */
export const NEW_ROW_HIGHLIGHT_MS = 3000;

/** Adds the new ids with their expiry and drops the expired ones; same object when nothing changes. */
export function updateHighlights(
  highlights: ReadonlyMap<string, number>,
  newIds: readonly string[],
  now: number,
): ReadonlyMap<string, number> {
  let changed = false;
  const next = new Map<string, number>();
  for (const [id, until] of highlights) {
    if (until > now) next.set(id, until);
    else changed = true;
  }
  for (const id of newIds) {
    next.set(id, now + NEW_ROW_HIGHLIGHT_MS);
    changed = true;
  }
  return changed ? next : highlights;
}
