import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The client's address for rate limits, consent records and logs. Walks X-Forwarded-For from the
 * socket outwards only through the proxies TRUST_PROXY names, and takes only well-formed IP
 * addresses: when a trusted proxy passes on something else, the last proxy itself counts as the
 * client, so a made-up value never becomes a fresh rate-limit bucket.
 */
export function resolveClientAddress(req: Request, trust: TrustFunction): string | undefined {
  const chain = proxyaddr.all(req, trust); // socket address, trusted hops, then the first untrusted one
  let client = chain[0];
  for (const hop of chain.slice(1)) {
    if (!isIP(hop)) break;
    client = hop;
  }
  return client === undefined ? undefined : canonical(client);
}

/** Pins req.ip for everything after it (throttler, lead log, request log). */
export function clientAddress(trust: TrustFunction) {
  return (req: Request, _res: Response, next: NextFunction) => {
    Object.defineProperty(req, 'ip', { value: resolveClientAddress(req, trust), configurable: true, enumerable: true });
    next();
  };
}

/**
 * A request from this machine itself: a loopback socket that no proxy relayed. Decided on the
 * socket alone, whatever TRUST_PROXY says, because the forwarded addresses are the client's word.
 */
export function isFromThisMachine(req: Pick<IncomingMessage, 'socket' | 'headers'>): boolean {
  const socketAddress = req.socket.remoteAddress;
  if (!socketAddress || !ipaddr.isValid(socketAddress)) return false;
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;
  return !relayed && ipaddr.process(socketAddress).range() === 'loopback';
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; count them as a.b.c.d. */
function canonical(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}
