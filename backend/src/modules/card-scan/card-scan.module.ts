import { Module } from '@nestjs/common';
import { EventsCoreModule } from '../events';
import { CardScansController } from './controllers/card-scans.controller';
import { CardPhotoInterceptor } from './controllers/card-photo.interceptor';
import { CardScanService } from './services/card-scan.service';
import { OcrPool } from './services/ocr-pool.service';

/**
 * Card scans: a business card's photo read by the OCR (tesseract.js in worker threads) into the
 * fields the capture form is prefilled with. Nothing is stored. A stand device's token is checked
 * through StandDeviceTokens, which the stand module provides.
 */
@Module({
  imports: [EventsCoreModule],
  controllers: [CardScansController],
  providers: [CardScanService, OcrPool, CardPhotoInterceptor],
})
export class CardScanModule {}
