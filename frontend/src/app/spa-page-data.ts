import type { DehydratedState } from '@tanstack/react-query';

/** Id of the JSON data block that a server-rendered SPA page carries (never executed as script). */
export const SPA_PAGE_DATA_ID = 'fl-spa';

/** What the server rendered a public page from: app/start.tsx hydrates from the same cache. */
export interface SpaPageData {
  queries: DehydratedState;
}

/**
 * The cache without the moments it was loaded at: the same data then renders the same bytes, so a
 * returning reader's browser revalidates the page (ETag, 304) instead of loading it again.
 */
export function withoutLoadTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 } })),
  };
}

/** The cache as received now: the page was rendered a moment ago, so its data counts as that fresh. */
export function loadedAt(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: query.state.data === undefined ? 0 : now, errorUpdatedAt: query.state.error ? now : 0 },
    })),
  };
}

/** The page's data block, or null when the page was not rendered on the server. */
export function readSpaPageData(doc: Document = document): SpaPageData | null {
  const element = doc.getElementById(SPA_PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SpaPageData;
  } catch {
    return null;
  }
}
