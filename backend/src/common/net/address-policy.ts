import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may connect when it fetches an address someone else chose (the blog's image
 * proxy, an event's link check). Only public unicast addresses: ipaddr.js names every
 * special range (loopback, private, linkLocal incl. 169.254.169.254, carrierGradeNat,
 * unspecified, broadcast, multicast, reserved, uniqueLocal, ipv4Mapped, rfc6052/rfc6145 NAT64,
 * 6to4, teredo), and anything it does not call 'unicast' is refused. A few ranges it still
 * calls unicast are added here.
 */
const EXTRA_FORBIDDEN = [
  '198.18.0.0/15', // benchmarking (RFC 2544)
  '2001::/23', // IETF protocol assignments: ORCHID, benchmarking, AMT (teredo is named already)
].map((cidr) => ipaddr.parseCIDR(cidr));

/** The global unicast block; other IPv6 space (::/8 with IPv4-compatible forms, fec0::/10, 100::/64, 64:ff9b:1::/48) is refused. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** Names that point into the local network or at cloud metadata services, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/;

export function isForbiddenAddress(address: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (ip.range() !== 'unicast') return true;
  if (ip instanceof ipaddr.IPv6 && !matches(ip, IPV6_GLOBAL_UNICAST)) return true;
  return EXTRA_FORBIDDEN.some((range) => matches(ip, range));
}

function matches(ip: ipaddr.IPv4 | ipaddr.IPv6, [network, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number]): boolean {
  if (ip instanceof ipaddr.IPv4 && network instanceof ipaddr.IPv4) return ip.match(network, bits);
  if (ip instanceof ipaddr.IPv6 && network instanceof ipaddr.IPv6) return ip.match(network, bits);
  return false;
}

/** A host name without brackets and trailing dot, lower case, as compared everywhere here. */
export function normalizeHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

export function isForbiddenHostname(host: string): boolean {
  if (isIP(host)) return isForbiddenAddress(host);
  // a single label ("router", "metadata") is completed by the resolver's search domains
  return host === '' || !host.includes('.') || LOCAL_NAMES.test(host);
}

export function effectivePort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** One allow-list entry (a test-only setting): a host name or IP address, optionally with a port. */
export interface AllowedHost {
  host: string;
  /** null: any port. */
  port: number | null;
}

/** The test-only allow-lists (IMAGE_PROXY_ALLOW_HOSTS, LINK_CHECK_ALLOW_HOSTS): these may be loopback or private. */
export function isAllowListed(url: URL, allowHosts: readonly AllowedHost[]): boolean {
  const host = normalizeHost(url.hostname);
  return allowHosts.some((entry) => normalizeHost(entry.host) === host && (entry.port === null || entry.port === effectivePort(url)));
}
