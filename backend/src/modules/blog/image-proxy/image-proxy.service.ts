import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Logger } from '@nestjs/common';
import type { AllowedHost } from '../../../config/blog.config';
import { AppError } from '../../../common/errors/app-error';
import { ImageProxyErrors } from '../blog.errors';
import { isAllowListed, isForbiddenAddress, isForbiddenHostname, normalizeHost } from './address-policy';

export interface ImageProxyLimits {
  /** Everything together: DNS, every redirect, the whole body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const IMAGE_PROXY_LIMITS: ImageProxyLimits = { timeoutMs: 4_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (dns.lookup with all: true). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** An image host that failed in a way to expect on the open internet: a 502 and a warning with the reason. */
class UpstreamFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

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

/** image/* except SVG (scripts) and anything XML. */
function imageType(header: string | undefined): string | null {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  return /^image\/[a-z0-9][a-z0-9.+-]*$/.test(type) && !/svg|xml/.test(type) ? type : null;
}

/** Markup under an image type: a body starting with "<" after byte-order marks and white space (UTF-8 or UTF-16). */
function looksLikeMarkup(body: Buffer): boolean {
  const head = body.subarray(0, 512).toString('latin1').replace(/^(\xEF\xBB\xBF|\xFE\xFF|\xFF\xFE)/, '').replace(/\x00/g, '');
  return /^\s*</.test(head);
}

/** Connects to the address that was checked, so that DNS cannot answer differently the second time. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

/**
 * Fetches an external image for the blog without letting the server become a door into its
 * own network: only http(s) to public addresses (checked on the URL, after DNS and on every
 * redirect, and the connection goes to the checked address), at most three redirects, four
 * seconds, five megabytes, and only raster images.
 */
export class ImageProxyService {
  private readonly logger = new Logger(ImageProxyService.name);

  constructor(
    private readonly allowHosts: readonly AllowedHost[],
    private readonly limits: ImageProxyLimits = IMAGE_PROXY_LIMITS,
    private readonly resolve: HostResolver = systemResolver,
  ) {}

  /** Refuses what is not allowed before anything is resolved or sent; answers the parsed URL. */
  checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw ImageProxyErrors.forbiddenUrl();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw ImageProxyErrors.forbiddenUrl();
    if (url.username || url.password) throw ImageProxyErrors.forbiddenUrl();
    if (!isAllowListed(url, this.allowHosts) && isForbiddenHostname(normalizeHost(url.hostname))) throw ImageProxyErrors.forbiddenUrl();
    return url;
  }

  async fetchImage(raw: string): Promise<ProxiedImage> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    try {
      let url = this.checkUrl(raw);
      for (let redirects = 0; ; redirects += 1) {
        const target = await this.abortable(this.vetTarget(url), signal);
        const response = await this.get(url, target, signal);
        if (REDIRECTS.has(response.statusCode ?? 0)) {
          response.resume();
          const location = response.headers.location;
          if (!location) throw new UpstreamFailure('redirect without a location');
          if (redirects >= this.limits.maxRedirects) throw ImageProxyErrors.tooManyRedirects();
          url = this.checkUrl(new URL(location, url).href);
          continue;
        }
        return await this.readImage(response, signal);
      }
    } catch (error) {
      throw this.failed(raw, error, signal.aborted);
    }
  }

  /**
   * The answer to a failed fetch, logged by what it says about us: a refused address is the
   * client's mistake (not logged); an image host that is slow, unknown, unreachable, broken or
   * serves no fitting image is everyday life on the internet (a warning with the reason, no stack
   * trace); anything else is a bug (an error with its stack trace).
   */
  private failed(url: string, error: unknown, timedOut: boolean): AppError {
    if (error instanceof AppError) {
      if (error.status >= 500) this.logger.warn({ url, reason: error.code }, 'image proxy: image refused');
      return error;
    }
    if (timedOut) {
      this.logger.warn({ url, reason: `no answer within ${this.limits.timeoutMs} ms` }, 'image proxy: image host timed out');
      return ImageProxyErrors.timeout();
    }
    const reason = error instanceof UpstreamFailure ? error.reason : networkFailureReason(error);
    if (reason !== null) {
      this.logger.warn({ url, reason }, 'image proxy: image host failed');
    } else {
      this.logger.error({ err: error, url }, 'image proxy: unexpected failure');
    }
    return ImageProxyErrors.upstreamFailed();
  }

  /** The address to connect to: the literal one, or every resolved one must be public. */
  private async vetTarget(url: URL): Promise<ResolvedAddress> {
    const host = normalizeHost(url.hostname);
    const allowed = isAllowListed(url, this.allowHosts);
    const family = isIP(host);
    if (family) {
      if (!allowed && isForbiddenAddress(host)) throw ImageProxyErrors.forbiddenUrl();
      return { address: host, family };
    }
    const addresses = await this.resolve(host);
    if (addresses.length === 0) throw new UpstreamFailure('the host name has no address');
    if (!allowed && addresses.some(({ address }) => isForbiddenAddress(address))) throw ImageProxyErrors.forbiddenUrl();
    return addresses[0];
  }

  private get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
    const options: RequestOptions = {
      method: 'GET',
      agent: false,
      signal,
      lookup: pinnedLookup(target),
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8', 'User-Agent': 'FairLeads-ImageProxy/1.0' },
    };
    return new Promise((resolve, reject) => {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
      request.on('error', reject);
      request.end();
    });
  }

  private async readImage(response: IncomingMessage, signal: AbortSignal): Promise<ProxiedImage> {
    if (response.statusCode !== 200) {
      response.resume();
      throw new UpstreamFailure(`the image host answered ${response.statusCode}`);
    }
    const contentType = imageType(response.headers['content-type']);
    if (!contentType) {
      response.destroy();
      throw ImageProxyErrors.notAnImage();
    }
    const tooLarge = () => ImageProxyErrors.tooLarge(Math.round(this.limits.maxBytes / (1024 * 1024)));
    if (Number(response.headers['content-length'] ?? 0) > this.limits.maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    await this.abortable(
      new Promise<void>((resolve, reject) => {
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > this.limits.maxBytes) {
            response.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', resolve);
        response.on('error', reject);
        response.on('close', () => (response.complete ? resolve() : reject(new UpstreamFailure('the image host closed the connection early'))));
      }),
      signal,
    );
    const body = Buffer.concat(chunks);
    if (body.length === 0 || looksLikeMarkup(body)) throw ImageProxyErrors.notAnImage();
    return { contentType, body };
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
