import proxyaddr from 'proxy-addr';
import { InvalidSettingError } from './config-validation';

/**
 * TRUST_PROXY in Express's trust-proxy syntax, minus `true`: nobody (false), a hop count, or a list
 * of addresses, CIDR ranges and the names loopback, linklocal and uniquelocal.
 */
export type TrustProxy = false | number | string[];

const EXAMPLE = 'e.g. 1 (one load balancer in front) or 10.0.0.0/8,fd00::/8 (the proxies that forward to the API)';

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new InvalidSettingError(
      `Invalid setting TRUST_PROXY: true would let every client name its own address; give the hop count or the proxies' addresses (${EXAMPLE}).`,
    );
  }
  const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch (error) {
    throw new InvalidSettingError(`Invalid setting TRUST_PROXY: ${(error as Error).message} (${EXAMPLE}).`);
  }
  return list;
}

/** The trust function Express and our client-address middleware share. */
export function compileTrustProxy(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}
