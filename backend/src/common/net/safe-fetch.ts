import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, IncomingHttpHeaders, IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { AllowedHost, isAllowListed, isForbiddenAddress, isForbiddenHostname, normalizeHost } from './address-policy';

export interface SafeFetchLimits {
  /** Everything together: DNS, every redirect, the whole body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (dns.lookup with all: true). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Why a fetch failed, as far as the caller's answer goes: a refused address (the caller's
 * input), too many redirects, the time or size limit, or the far end failing (unknown name,
 * refused, reset, a bad certificate, a malformed answer; `reason` says which).
 */
export type SafeFetchFailure = 'forbidden' | 'tooManyRedirects' | 'timeout' | 'tooLarge' | 'upstream';

export class SafeFetchError extends Error {
  constructor(
    readonly failure: SafeFetchFailure,
    readonly reason: string,
  ) {
    super(`${failure}: ${reason}`);
  }
}

export interface FetchedResponse {
  /** Where the answer came from, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** Empty when the body was not asked for. */
  body: Buffer;
}

export interface SafeFetchOptions {
  headers?: Record<string, string>;
  /**
   * Looks at the final answer's status and headers before its body is read; whatever it throws
   * ends the fetch and reaches the caller unchanged.
   */
  inspect?: (status: number, headers: IncomingHttpHeaders) => void;
  /** false: only status and headers matter (a link check); the body is not downloaded. */
  readBody?: boolean;
  /**
   * Sends this body with a POST instead of a GET (a webhook delivery). A POST follows no
   * redirect: the redirect is its answer, since its body was meant for this address only.
   */
  postBody?: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** TLS and HTTP-parser failures of the far end, by their Node error codes. */
const REMOTE_FAILURE_CODES = /^(HPE_|ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|ERR_STREAM_PREMATURE_CLOSE$)/;

/**
 * The reason of a network failure to expect (DNS, refused, reset, unreachable, a bad certificate,
 * a malformed answer), or null for anything else, which would be a bug. A failed system call
 * (getaddrinfo, connect, read) carries `syscall`; the others are known by their code.
 */
function networkFailureReason(error: unknown): string | null {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string') return null;
  return typeof syscall === 'string' || REMOTE_FAILURE_CODES.test(code) ? code : null;
}

/** Connects to the address that was checked, so that DNS cannot answer differently the second time. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

/** An error thrown by the caller's inspect: handed back as it is. */
class CallerError {
  constructor(readonly error: unknown) {}
}

/**
 * Fetches an address that someone outside chose without letting the server become a door into
 * its own network (SSRF): only http(s) without credentials to public addresses, checked on the
 * URL, after DNS and on every redirect, and the connection goes to the checked address (no
 * second lookup for DNS rebinding); at most `maxRedirects` redirects, `timeoutMs` for everything
 * and `maxBytes` of body. The allow-list (a test-only setting) lets tests reach a local server.
 */
export class SafeFetcher {
  constructor(
    private readonly allowHosts: readonly AllowedHost[],
    readonly limits: SafeFetchLimits,
    private readonly resolve: HostResolver = systemResolver,
  ) {}

  /** Refuses what is not allowed before anything is resolved or sent; answers the parsed URL. */
  checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new SafeFetchError('forbidden', 'not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('forbidden', `scheme ${url.protocol}`);
    if (url.username || url.password) throw new SafeFetchError('forbidden', 'credentials in the URL');
    if (!isAllowListed(url, this.allowHosts) && isForbiddenHostname(normalizeHost(url.hostname))) {
      throw new SafeFetchError('forbidden', 'local host name or address');
    }
    return url;
  }

  /**
   * A GET that follows redirects (or a POST with `postBody`, which does not). Fails with a
   * SafeFetchError for everything to expect; an error of `inspect` comes back unchanged, and
   * anything else (a bug) too.
   */
  async fetch(raw: string, options: SafeFetchOptions = {}): Promise<FetchedResponse> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    try {
      let url = this.checkUrl(raw);
      for (let redirects = 0; ; redirects += 1) {
        const target = await this.abortable(this.vetTarget(url), signal);
        const response = await this.send(url, target, signal, options);
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && !options.postBody) {
          response.resume();
          const location = response.headers.location;
          if (!location) throw new SafeFetchError('upstream', 'redirect without a location');
          if (redirects >= this.limits.maxRedirects) throw new SafeFetchError('tooManyRedirects', `more than ${this.limits.maxRedirects} redirects`);
          url = this.checkUrl(new URL(location, url).href);
          continue;
        }
        try {
          options.inspect?.(status, response.headers);
        } catch (error) {
          response.destroy();
          throw new CallerError(error);
        }
        if (options.readBody === false) {
          response.destroy();
          return { url, status, headers: response.headers, body: Buffer.alloc(0) };
        }
        return { url, status, headers: response.headers, body: await this.readBody(response, signal) };
      }
    } catch (error) {
      if (error instanceof CallerError) throw error.error;
      if (error instanceof SafeFetchError) throw error;
      if (signal.aborted) throw new SafeFetchError('timeout', `no answer within ${this.limits.timeoutMs} ms`);
      const reason = networkFailureReason(error);
      if (reason !== null) throw new SafeFetchError('upstream', reason);
      throw error;
    }
  }

  /** The address to connect to: the literal one, or every resolved one must be public. */
  private async vetTarget(url: URL): Promise<ResolvedAddress> {
    const host = normalizeHost(url.hostname);
    const allowed = isAllowListed(url, this.allowHosts);
    const family = isIP(host);
    if (family) {
      if (!allowed && isForbiddenAddress(host)) throw new SafeFetchError('forbidden', 'local address');
      return { address: host, family };
    }
    const addresses = await this.resolve(host);
    if (addresses.length === 0) throw new SafeFetchError('upstream', 'the host name has no address');
    if (!allowed && addresses.some(({ address }) => isForbiddenAddress(address))) throw new SafeFetchError('forbidden', 'resolves to a local address');
    return addresses[0];
  }

  private send(url: URL, target: ResolvedAddress, signal: AbortSignal, { headers = {}, postBody }: SafeFetchOptions): Promise<IncomingMessage> {
    const options: RequestOptions = {
      method: postBody ? 'POST' : 'GET',
      agent: false,
      signal,
      lookup: pinnedLookup(target),
      headers: postBody ? { ...headers, 'content-length': String(postBody.length) } : headers,
    };
    return new Promise((resolve, reject) => {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
      request.on('error', reject);
      request.end(postBody);
    });
  }

  private async readBody(response: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const { maxBytes } = this.limits;
    const tooLarge = () => new SafeFetchError('tooLarge', `more than ${maxBytes} bytes`);
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    await this.abortable(
      new Promise<void>((resolve, reject) => {
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', resolve);
        response.on('error', reject);
        response.on('close', () => (response.complete ? resolve() : reject(new SafeFetchError('upstream', 'the host closed the connection early'))));
      }),
      signal,
    );
    return Buffer.concat(chunks);
  }

  /** Stops waiting when the overall time is up (DNS lookups cannot be cancelled themselves). */
  private abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }
}
