import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { VISITOR_PAGES_ROUTE_PREFIX } from '../http/visitor-paths';
import { Metrics, UNMATCHED_ROUTE } from './metrics';

/** Routes of requests answered before Express saw them (UnchangedPolls), named by whoever answered. */
const namedRoutes = new WeakMap<IncomingMessage, string>();

/** Names the route of a request that no Express route will see (answered before the framework). */
export function nameRoute(req: IncomingMessage, route: string): void {
  namedRoutes.set(req, route);
}

const VISITOR_PREFIX = `/${VISITOR_PAGES_ROUTE_PREFIX}/`;

/**
 * The route template of an answered request: the Express route that handled it last (Nest
 * registers each controller route as one, e.g. /api/events/:id/leads; the visitor pages without
 * the router's internal prefix), else UNMATCHED_ROUTE. A wildcard route is no controller's: it is
 * the request log's middleware (logger.options.ts, `{*path}`), which every path passes first.
 * Never the request's own path: that would make a label value per visitor link.
 */
export function routeTemplateOf(req: IncomingMessage): string {
  const named = namedRoutes.get(req);
  if (named) return named;
  const { route, baseUrl } = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  if (typeof route?.path !== 'string' || route.path.includes('*')) return UNMATCHED_ROUTE;
  const template = `${baseUrl ?? ''}${route.path}`;
  return template.startsWith(VISITOR_PREFIX) ? template.slice(VISITOR_PREFIX.length - 1) : template;
}

/**
 * Times every request the server answers, from its arrival to the last byte handed to the socket,
 * in fairleads_http_request_duration_seconds. Listens first on the server's 'request' event, so
 * what is answered before Express (unchanged lead polls) is counted too. A request whose client
 * left before the answer was sent is not counted.
 */
export function observeRequests(server: Server, metrics: Metrics): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      metrics.httpRequest(req.method ?? 'GET', routeTemplateOf(req), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
  });
}
