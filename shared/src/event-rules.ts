/** Rules of an event that the server enforces and the SPA shows: the free first event. */

/** The account's first event is free and takes at most this many leads. */
export const FREE_EVENT_LEAD_LIMIT = 10;

const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);

/**
 * How much of the free event's cap is used, said the same way on the event card, the lead desk and
 * in the limit mail: '4 von 10', '10 von 10 (1 gelöscht)'. The cap counts every captured lead,
 * erased ones too (erasing a lead does not free its slot), so the list may hold fewer leads than
 * the cap counts; the part in brackets says why.
 *
 * capturedLeadCount: every lead the event ever captured (the event view's capturedLeadCount);
 * leadCount: the leads still in the list (its leadCount).
 */
export function leadCapUsage(capturedLeadCount: number, leadCount: number, limit = FREE_EVENT_LEAD_LIMIT): string {
  const used = Math.min(capturedLeadCount, limit);
  const erased = Math.max(0, capturedLeadCount - leadCount);
  return `${count(used)} von ${count(limit)}${erased > 0 ? ` (${count(erased)} gelöscht)` : ''}`;
}
