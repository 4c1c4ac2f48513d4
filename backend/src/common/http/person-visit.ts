import type { Request } from 'express';
import { isbot } from 'isbot';

/**
 * Whether a request is a person's visit that the funnel counts: a GET (a HEAD fetches no page)
 * from a browser. Link previews (WhatsApp, Slack, Teams, LinkedIn, …), crawlers and scripts
 * fetch the page too, but nobody saw it; isbot keeps the list of their user agents up to date.
 * Without a user agent it is no browser either.
 */
export function isPersonVisit(req: Request): boolean {
  const userAgent = req.get('user-agent');
  return req.method === 'GET' && Boolean(userAgent) && !isbot(userAgent);
}
