import type { IncomingHttpHeaders } from 'node:http';
import { Logger } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error';
import type { AllowedHost } from '../../../common/net/address-policy';
import { HostResolver, SafeFetcher, SafeFetchError, SafeFetchLimits, systemResolver } from '../../../common/net/safe-fetch';
import { ImageProxyErrors } from '../blog.errors';

export type { HostResolver } from '../../../common/net/safe-fetch';

export const IMAGE_PROXY_LIMITS: SafeFetchLimits = { timeoutMs: 4_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

/** An image host that failed in a way to expect on the open internet: a 502 and a warning with the reason. */
class UpstreamFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
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

/**
 * Fetches an external image for the blog through the SSRF-safe fetcher (common/net: public
 * addresses only, checked after DNS and on every redirect, at most three redirects, four
 * seconds, five megabytes), and passes on only raster images.
 */
export class ImageProxyService {
  private readonly logger = new Logger(ImageProxyService.name);
  private readonly fetcher: SafeFetcher;

  constructor(
    allowHosts: readonly AllowedHost[],
    private readonly limits: SafeFetchLimits = IMAGE_PROXY_LIMITS,
    resolve: HostResolver = systemResolver,
  ) {
    this.fetcher = new SafeFetcher(allowHosts, limits, resolve);
  }

  async fetchImage(raw: string): Promise<ProxiedImage> {
    let contentType = '';
    try {
      const { body } = await this.fetcher.fetch(raw, {
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8', 'User-Agent': 'FairLeads-ImageProxy/1.0' },
        inspect: (status: number, headers: IncomingHttpHeaders) => {
          if (status !== 200) throw new UpstreamFailure(`the image host answered ${status}`);
          contentType = imageType(headers['content-type']) ?? '';
          if (!contentType) throw ImageProxyErrors.notAnImage();
        },
      });
      if (body.length === 0 || looksLikeMarkup(body)) throw ImageProxyErrors.notAnImage();
      return { contentType, body };
    } catch (error) {
      throw this.failed(raw, error);
    }
  }

  /**
   * The answer to a failed fetch, logged by what it says about us: a refused address is the
   * client's mistake (not logged); an image host that is slow, unknown, unreachable, broken or
   * serves no fitting image is everyday life on the internet (a warning with the reason, no stack
   * trace); anything else is a bug (an error with its stack trace).
   */
  private failed(url: string, error: unknown): AppError {
    if (error instanceof SafeFetchError) {
      if (error.failure !== 'forbidden') {
        this.logger.warn({ url, reason: error.reason }, error.failure === 'timeout' ? 'image proxy: image host timed out' : 'image proxy: image host failed');
      }
      return this.answerTo(error);
    }
    if (error instanceof AppError) {
      if (error.status >= 500) this.logger.warn({ url, reason: error.code }, 'image proxy: image refused');
      return error;
    }
    if (error instanceof UpstreamFailure) {
      this.logger.warn({ url, reason: error.reason }, 'image proxy: image host failed');
    } else {
      this.logger.error({ err: error, url }, 'image proxy: unexpected failure');
    }
    return ImageProxyErrors.upstreamFailed();
  }

  private answerTo(error: SafeFetchError): AppError {
    switch (error.failure) {
      case 'forbidden':
        return ImageProxyErrors.forbiddenUrl();
      case 'timeout':
        return ImageProxyErrors.timeout();
      case 'tooLarge':
        return ImageProxyErrors.tooLarge(Math.round(this.limits.maxBytes / (1024 * 1024)));
      case 'tooManyRedirects':
        return ImageProxyErrors.tooManyRedirects();
      case 'upstream':
        return ImageProxyErrors.upstreamFailed();
    }
  }
}
