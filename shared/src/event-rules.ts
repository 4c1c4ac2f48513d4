/** Rules of an event that the server enforces and the SPA shows (spec: the free first event). */

/** The account's first event is free and takes at most this many leads. */
export const FREE_EVENT_LEAD_LIMIT = 10;
