import { Controller, HttpCode, HttpStatus, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import { AllowOrStandDevice } from '../../../common/auth/access.decorators';
import type { AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { CurrentStandDevice, StandDeviceRoute } from '../../../common/auth/stand-device.guard';
import { accountActorOf, type SessionUser } from '../../../common/auth/session-user';
import { AppError } from '../../../common/errors/app-error';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { AcceptsBody } from '../../../common/validation/body-type.guard';
import { EventId } from '../../events';
import { BUSY_RETRY_AFTER_SECONDS, CardScanErrors } from '../card-scan.errors';
import { CardScanAnswer } from '../dto/card-scan.answer';
import { CardScanService, type CardScanner } from '../services/card-scan.service';
import { CardPhotoInterceptor, PHOTO_FIELD } from './card-photo.interceptor';

@ApiTags('card scan')
@Controller()
export class CardScansController {
  constructor(private readonly scans: CardScanService) {}

  @Post('events/:id/card-scans')
  @HttpCode(HttpStatus.OK)
  @AllowOrStandDevice('leads.capture')
  // a device counts per device and leaves the per-address limit; a member counts per member
  @StandDeviceRoute({ optional: true, deviceLimit: RATE_LIMITS.cardScan, replacesAddressLimit: true, memberLimit: RATE_LIMITS.cardScan })
  @UseInterceptors(CardPhotoInterceptor)
  @AcceptsBody('multipart/form-data')
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: STAND_TOKEN_HEADER, required: false, description: "A stand device of this event instead of a member's session" })
  @ApiBody({ schema: { type: 'object', required: [PHOTO_FIELD], properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary:
      'Reads a business card photo (JPEG, PNG or WebP by content; at most CARD_SCAN_MAX_BYTES, 40 megapixels, 12,000 px a side) with the OCR and answers the fields it found. Nothing is stored. 415 not an image, 413 too large, 422 too many pixels, 503 OCR busy (Retry-After)',
  })
  @ApiOkResponse({ type: CardScanAnswer })
  async scan(
    @EventId() eventId: string,
    @CurrentStandDevice() device: AuthenticatedStandDevice | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @UploadedFile() file?: Express.Multer.File,
  ): Promise<CardScanAnswer> {
    if (!file) throw CardScanErrors.missing();
    try {
      return await this.scans.scan(this.scannerOf(req, device), eventId, file.buffer);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CARD_SCAN_BUSY') res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw error;
    }
  }

  /** The device when the request carried a token (the guard checked it), else the member the access guard let through. */
  private scannerOf(req: Request, device: AuthenticatedStandDevice | undefined): CardScanner {
    if (device) return { kind: 'stand-device', device };
    const actor = accountActorOf(req.user as SessionUser);
    // the access guard lets a request without a token through only with a member's actor
    if (!actor) throw new Error('card scan without a device or an account actor');
    return { kind: 'member', actor };
  }
}
