import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';

export type QrFormat = 'png' | 'svg';

/** A QR code's modules: `size` × `size`, dark(row, col) true for a dark module (no quiet zone). */
export interface QrMatrix {
  size: number;
  dark(row: number, col: number): boolean;
}

/**
 * QR codes for printing at the stand: error correction M, a quiet zone of 2 modules. The PNG is
 * 1200 px wide, enough for a print of about 10 cm at 300 dpi; the SVG and the poster's matrix
 * scale to any size.
 */
@Injectable()
export class QrCodeService {
  private static readonly ERROR_CORRECTION = 'M';
  private static readonly OPTIONS = { errorCorrectionLevel: QrCodeService.ERROR_CORRECTION, margin: 2, width: 1200 } as const;

  /** A PNG as a data URL, or the SVG document as text. */
  render(text: string, format: QrFormat): Promise<string> {
    return format === 'svg'
      ? QRCode.toString(text, { ...QrCodeService.OPTIONS, type: 'svg' })
      : QRCode.toDataURL(text, { ...QrCodeService.OPTIONS, type: 'image/png' });
  }

  /** The PNG itself, for a file download. */
  png(text: string): Promise<Buffer> {
    return QRCode.toBuffer(text, { ...QrCodeService.OPTIONS, type: 'png' });
  }

  /** The modules of the same code, to draw it as vector shapes (the poster PDF). */
  matrix(text: string): QrMatrix {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: QrCodeService.ERROR_CORRECTION });
    return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
  }
}
