/** 10 posts per page; pages within 2 of the current one are shown. */
export const BLOG_PAGE_SIZE = 10;
const PAGE_WINDOW = 2;

type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons: the first and the last page, every page within `window` of the current one,
 * and an ellipsis wherever pages are left out. `current` is clamped into 1..total.
 *
 *   pageItems(1, 3)  -> [1, 2, 3]
 *   pageItems(6, 12) -> [1, '…', 4, 5, 6, 7, 8, '…', 12]
 */
export function pageItems(current: number, total: number, window = PAGE_WINDOW): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(2, page - window);
  const to = Math.min(total - 1, page + window);
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < total - 1) items.push('ellipsis-end');
  if (total > 1) items.push(total);
  return items;
}

/** The ?page query parameter: a positive integer, anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number.parseInt(value, 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
