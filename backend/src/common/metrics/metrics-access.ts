import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isFromThisMachine } from '../security/client-address';

/**
 * Who may read /metrics (the API's and the worker's alike): a request with
 * `Authorization: Bearer <METRICS_TOKEN>`, or, without an Authorization header, this machine
 * itself (a loopback socket and no forwarding header, so a balancer on the same host does not
 * make the world loopback). A request that brings a wrong token is refused even from loopback.
 * The caller answers a refusal with 404: the page does not admit that it exists.
 */
export function mayReadMetrics(req: Pick<IncomingMessage, 'socket' | 'headers'>, token: string | null): boolean {
  const authorization = req.headers.authorization;
  if (authorization === undefined) return isFromThisMachine(req);
  const presented = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
  return token !== null && presented !== undefined && sameSecret(presented, token);
}

/** Compared as SHA-256 digests: equal length, constant time, whatever was sent. */
function sameSecret(presented: string, token: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(token));
}
