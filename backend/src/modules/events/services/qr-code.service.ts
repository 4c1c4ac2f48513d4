import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import sharp from 'sharp';

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
  async render(text: string, format: QrFormat): Promise<string> {
    return format === 'svg' ? this.svg(text) : `data:image/png;base64,${(await this.png(text)).toString('base64')}`;
  }

  /**
   * The PNG itself: the SVG drawn by sharp (libvips, off the event loop) as a two-colour PNG of
   * 1.6 KB. qrcode's own PNG encoder is plain JavaScript and took 0.2-0.3 s of the API's one
   * thread per 1200 px code (14 s in a loaded test process), for a file of 9 KB.
   */
  async png(text: string): Promise<Buffer> {
    return sharp(Buffer.from(await this.svg(text))).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
  }

  private svg(text: string): Promise<string> {
    return QRCode.toString(text, { ...QrCodeService.OPTIONS, type: 'svg' });
  }

  /** The modules of the same code, to draw it as vector shapes (the poster PDF). */
  matrix(text: string): QrMatrix {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: QrCodeService.ERROR_CORRECTION });
    return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
  }
}
