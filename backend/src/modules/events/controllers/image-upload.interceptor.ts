import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { EventImageErrors } from '../events.errors';
import { MAX_UPLOAD_BYTES } from '../domain/event-image';

/** The multipart part that carries the file. */
export const UPLOAD_FIELD = 'file';

/**
 * Reads one multipart file (field "file") into memory with multer, at most 2 MB: reading stops
 * at the first byte over the limit (413). Every refusal gets the module's German message instead
 * of multer's English one.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
  }).single(UPLOAD_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) =>
      this.parse(req, http.getResponse<Response>(), (error: unknown) => (error ? reject(this.refusal(error)) : resolve())),
    );
    return next.handle();
  }

  private refusal(error: unknown) {
    if (error instanceof MulterError) return error.code === 'LIMIT_FILE_SIZE' ? EventImageErrors.tooLarge() : EventImageErrors.missing();
    return EventImageErrors.malformed();
  }
}
