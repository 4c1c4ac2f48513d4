import { Controller, Delete, Get, Param, Put, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { AcceptsBody } from '../../../common/validation/body-type.guard';
import { EventImageErrors } from '../events.errors';
import { EventImageKind, isEventImageKind } from '../domain/event-image';
import { EventImagesService } from '../services/event-images.service';
import { ImageUploadInterceptor, UPLOAD_FIELD } from './image-upload.interceptor';
import { OrganiserEventsService } from '../services/organiser-events.service';
import { EventId } from './event-id.param';
import { EventAnswer } from '../dto/event.answer';
import { Allow, Public } from '../../../common/auth/access.decorators';

/** A served image never changes under its URL: a new upload gets a new hash, so a new URL. */
const FOREVER = 'public, max-age=31536000, immutable';
const FILE_NAME = /^([0-9a-f]{32})\.webp$/;

const kindOf = (value: string): EventImageKind => {
  if (!isEventImageKind(value)) throw EventImageErrors.unknownKind();
  return value;
};

@ApiTags('events')
@Controller()
export class EventImagesController {
  constructor(
    private readonly images: EventImagesService,
    private readonly events: OrganiserEventsService,
  ) {}

  @Put('events/:id/images/:kind')
  @Allow('events.manage')
  @Throttle({ default: RATE_LIMITS.eventImageUpload })
  @UseInterceptors(ImageUploadInterceptor)
  @AcceptsBody('multipart/form-data')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary:
      'Uploads the logo or header image (kind logo|header): JPG, PNG or WebP by content, at most 2 MB (413 above), re-encoded as WebP without metadata; it then wins over the URL. Answers the event',
  })
  @ApiOkResponse({ type: EventAnswer })
  async upload(@CurrentActor() actor: AccountActor, @EventId() id: string, @Param('kind') kind: string, @UploadedFile() file?: Express.Multer.File): Promise<EventAnswer> {
    const imageKind = kindOf(kind);
    if (!file) throw EventImageErrors.missing();
    await this.images.upload(actor, id, imageKind, file.buffer);
    return this.events.get(actor, id);
  }

  @Delete('events/:id/images/:kind')
  @Allow('events.manage')
  @ApiOperation({ summary: 'Removes the uploaded logo or header image (the URL, if any, is used again). Answers the event' })
  @ApiOkResponse({ type: EventAnswer })
  async remove(@CurrentActor() actor: AccountActor, @EventId() id: string, @Param('kind') kind: string): Promise<EventAnswer> {
    await this.images.remove(actor, id, kindOf(kind));
    return this.events.get(actor, id);
  }

  @Public()
  @Get('events/:id/images/:kind/:file')
  @ApiProduces('image/webp')
  @ApiOperation({ summary: 'An uploaded image, public (the visitor pages and mails show it), cached for a year under its hash' })
  async serve(@EventId() id: string, @Param('kind') kind: string, @Param('file') file: string, @Req() req: Request, @Res() res: Response) {
    const hash = FILE_NAME.exec(file)?.[1];
    if (!hash) throw EventImageErrors.notFound();
    const image = await this.images.serve(id, kindOf(kind), hash);
    const etag = `"${hash}"`;
    // the same bytes for everyone: no cookie (the XSRF cookie comes with the next API call), cacheable by proxies
    res.removeHeader('Set-Cookie');
    res.setHeader('Cache-Control', FOREVER);
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.data.length));
    res.end(image.data);
  }
}
