import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import sharp from 'sharp';
import { SafeFetcher, SafeFetchError, SafeFetchLimits } from '../../../common/net/safe-fetch';
import { linkCheckConfig } from '../../../config';
import type { EventRecord } from '../domain/event-record';
import { MAX_UPLOAD_BYTES } from '../domain/event-image';
import { EventImagesRepository } from '../repositories/event-images.repository';

/** A logo on the poster is at most 45 mm wide: 600 px are about 340 dpi. */
const PRINT_SIDE_PX = 600;
const LOGO_FETCH_LIMITS: SafeFetchLimits = { timeoutMs: 5_000, maxBytes: MAX_UPLOAD_BYTES, maxRedirects: 3 };

/**
 * The event's logo for the stand poster, as PNG (PDFKit reads PNG and JPEG, not the uploads'
 * WebP): the uploaded one from our database, else the logo URL fetched through the SSRF-safe
 * fetcher (public addresses only, also after DNS and redirects). Whatever cannot be had or
 * decoded leaves the poster without a logo rather than without a poster.
 */
@Injectable()
export class PosterLogoService {
  private readonly logger = new Logger(PosterLogoService.name);
  private readonly fetcher: SafeFetcher;

  constructor(
    @Inject(linkCheckConfig.KEY) config: ConfigType<typeof linkCheckConfig>,
    private readonly images: EventImagesRepository,
  ) {
    this.fetcher = new SafeFetcher(config.allowHosts, LOGO_FETCH_LIMITS);
  }

  async forPrint(event: Pick<EventRecord, 'id' | 'logoImageHash' | 'logoUrl'>): Promise<Buffer | null> {
    const source = await this.source(event);
    if (!source) return null;
    try {
      // decoding by content also refuses whatever a URL answers that is no image
      return await sharp(source).rotate().resize(PRINT_SIDE_PX, PRINT_SIDE_PX, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    } catch {
      this.logger.warn({ msg: 'poster logo not decodable', eventId: event.id });
      return null;
    }
  }

  private async source(event: Pick<EventRecord, 'id' | 'logoImageHash' | 'logoUrl'>): Promise<Buffer | null> {
    if (event.logoImageHash) return (await this.images.find(event.id, 'logo', event.logoImageHash))?.data ?? null;
    if (!event.logoUrl?.startsWith('https://')) return null;
    try {
      const answer = await this.fetcher.fetch(event.logoUrl);
      return answer.status === 200 ? answer.body : null;
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      this.logger.warn({ msg: 'poster logo not fetched', eventId: event.id, failure: error.failure });
      return null;
    }
  }
}
