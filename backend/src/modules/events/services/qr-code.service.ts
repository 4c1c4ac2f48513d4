import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';

export type QrFormat = 'png' | 'svg';

/** QR codes for printing at the stand: error correction M, a quiet zone of 2 modules, 512 px. */
@Injectable()
export class QrCodeService {
  private static readonly OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 512 } as const;

  /** A PNG as a data URL, or the SVG document as text. */
  render(text: string, format: QrFormat): Promise<string> {
    return format === 'svg'
      ? QRCode.toString(text, { ...QrCodeService.OPTIONS, type: 'svg' })
      : QRCode.toDataURL(text, { ...QrCodeService.OPTIONS, type: 'image/png' });
  }
}
