import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { cardScanConfig } from '../../../config';
import { CardScanErrors } from '../card-scan.errors';

/** The multipart part that carries the photo. */
export const PHOTO_FIELD = 'image';

/**
 * Reads the one photo (field "image") into memory with multer, never onto disk: reading stops at
 * the first byte over CARD_SCAN_MAX_BYTES (413). Every refusal gets the module's German message.
 */
@Injectable()
export class CardPhotoInterceptor implements NestInterceptor {
  private readonly parse;

  constructor(@Inject(cardScanConfig.KEY) private readonly config: ConfigType<typeof cardScanConfig>) {
    this.parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: config.maxBytes, files: 1, fields: 0, parts: 1 } }).single(PHOTO_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) => this.parse(req, http.getResponse<Response>(), (error: unknown) => (error ? reject(this.refusal(error)) : resolve())));
    return next.handle();
  }

  private refusal(error: unknown) {
    if (error instanceof MulterError) {
      return error.code === 'LIMIT_FILE_SIZE' ? CardScanErrors.tooLarge(Math.floor(this.config.maxBytes / (1024 * 1024))) : CardScanErrors.missing();
    }
    return CardScanErrors.malformed();
  }
}
