import PDFDocument from 'pdfkit';
import { EVENT_DEFAULTS } from './event-defaults';
import type { QrMatrix } from '../services/qr-code.service';

export const POSTER_SIZES = ['A4', 'A5'] as const;
export type PosterSize = (typeof POSTER_SIZES)[number];

/** The call to action when the organiser kept the form's default button text. */
export const DEFAULT_POSTER_CTA = 'Scannen & Katalog sichern';

export interface PosterContent {
  name: string;
  /** The organiser's own submit button text, or null for the default call to action. */
  submitButtonText: string | null;
  primaryColor: string;
  secondaryColor: string;
  formUrl: string;
  qr: QrMatrix;
  /** The event's logo as PNG (PosterLogoService), or null for a poster without one. */
  logo: Buffer | null;
}

const INK = '#111827';
const WHITE = '#ffffff';
const HEX = /^#[0-9a-f]{6}$/i;
/** Every length below is for A4 (595 × 842 pt); A5 is the same layout scaled (420 × 595 pt). */
const A4_WIDTH = 595;

/**
 * The stand poster of an event as a one-page PDF (PDFKit): the name on a band in the primary
 * colour, the call to action, the QR code of the form drawn as vector squares (sharp at any print
 * size) and the form's address under it, a band in the secondary colour at the foot. The text is
 * set in the standard Helvetica, which covers German and Western European names (WinAnsi): other
 * letters print as "?", emoji are left out. The logo, when there is one, sits on a white tile
 * above the name (PosterLogoService fetched and re-encoded it).
 */
export function renderQrPoster(content: PosterContent, size: PosterSize): Promise<Buffer> {
  const name = winAnsi(content.name) || '?';
  const cta = callToAction(content.submitButtonText);
  const doc = new PDFDocument({ size, margin: 0, info: { Title: `Poster ${content.name}`, Author: 'FairLeads' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width;
  const pageHeight = doc.page.height;
  const s = pageWidth / A4_WIDTH;
  const margin = 48 * s;
  const width = pageWidth - 2 * margin;
  const primary = colour(content.primaryColor, EVENT_DEFAULTS.primaryColor);
  const secondary = colour(content.secondaryColor, EVENT_DEFAULTS.secondaryColor);

  /** Text centred in a box, in the largest size from maxSize down that fits maxLines lines. */
  const fitted = (text: string, font: string, box: { top: number; height: number; maxSize: number; minSize: number; maxLines: number; fill: string }) => {
    doc.font(font);
    let fontSize = box.maxSize;
    for (; fontSize > box.minSize; fontSize -= 0.5) {
      doc.fontSize(fontSize);
      if (doc.heightOfString(text, { width, lineGap: 0 }) <= Math.min(box.height, box.maxLines * doc.currentLineHeight(true) + 1)) break;
    }
    doc.fontSize(fontSize);
    const height = Math.min(box.height, doc.heightOfString(text, { width, lineGap: 0 }));
    doc.fillColor(box.fill).text(text, margin, box.top + (box.height - height) / 2, { width, height, align: 'center', lineGap: 0, ellipsis: true });
  };

  // the name on the primary band, a stripe of the secondary colour under it
  const bandHeight = 210 * s;
  doc.rect(0, 0, pageWidth, bandHeight).fill(primary);
  doc.rect(0, bandHeight, pageWidth, 10 * s).fill(secondary);
  const nameFill = readableOn(primary);
  if (content.logo) {
    // a white tile, so a dark or transparent logo reads on any band colour
    const tile = { width: 150 * s, height: 70 * s, top: 22 * s, pad: 8 * s };
    const tileLeft = (pageWidth - tile.width) / 2;
    doc.roundedRect(tileLeft, tile.top, tile.width, tile.height, 8 * s).fill(WHITE);
    doc.image(content.logo, tileLeft + tile.pad, tile.top + tile.pad, { fit: [tile.width - 2 * tile.pad, tile.height - 2 * tile.pad], align: 'center', valign: 'center' });
    fitted(name, 'Helvetica-Bold', { top: 100 * s, height: bandHeight - 115 * s, maxSize: 40 * s, minSize: 14 * s, maxLines: 2, fill: nameFill });
  } else {
    fitted(name, 'Helvetica-Bold', { top: 30 * s, height: bandHeight - 60 * s, maxSize: 46 * s, minSize: 14 * s, maxLines: 3, fill: nameFill });
  }

  // the call to action
  fitted(cta, 'Helvetica-Bold', { top: 245 * s, height: 80 * s, maxSize: 32 * s, minSize: 12 * s, maxLines: 2, fill: INK });

  // the QR code in a frame of the primary colour
  const side = 300 * s;
  const qrLeft = (pageWidth - side) / 2;
  const qrTop = 350 * s;
  const moduleSide = side / content.qr.size;
  const pad = 4 * moduleSide;
  doc.roundedRect(qrLeft - pad, qrTop - pad, side + 2 * pad, side + 2 * pad, 12 * s).lineWidth(3 * s).stroke(primary);
  drawQr(doc, content.qr, qrLeft, qrTop, moduleSide);

  // the address under it, on one line where the width allows
  const url = winAnsi(content.formUrl);
  doc.font('Helvetica');
  let urlSize = 15 * s;
  while (urlSize > 6 && doc.fontSize(urlSize).widthOfString(url) > width) urlSize -= 0.5;
  doc.fontSize(urlSize).fillColor(INK).text(url, margin, qrTop + side + pad + 22 * s, { width, align: 'center', height: 3 * urlSize * 1.2, ellipsis: true });

  // the foot: a band of the secondary colour with a hint
  const footHeight = 50 * s;
  doc.rect(0, pageHeight - footHeight, pageWidth, footHeight).fill(secondary);
  doc
    .font('Helvetica')
    .fontSize(12 * s)
    .fillColor(readableOn(secondary))
    .text('QR-Code mit der Handy-Kamera scannen', margin, pageHeight - footHeight + (footHeight - 12 * s) / 2, { width, align: 'center', lineBreak: false });

  doc.end();
  return done;
}

/** The dark modules as filled squares, each row's runs merged into one rectangle. */
function drawQr(doc: PDFKit.PDFDocument, qr: QrMatrix, left: number, top: number, moduleSide: number): void {
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.dark(row, col)) col++;
      // a hair wider and taller, so neighbouring squares do not show seams when printed
      doc.rect(left + start * moduleSide, top + row * moduleSide, (col - start) * moduleSide + 0.1, moduleSide + 0.1);
    }
  }
  doc.fill(INK);
}

/** The organiser's own submit button text, else the poster's default. */
function callToAction(submitButtonText: string | null): string {
  const own = submitButtonText?.trim();
  const text = own && own !== EVENT_DEFAULTS.submitButtonText ? winAnsi(own) : '';
  return text || DEFAULT_POSTER_CTA;
}

function colour(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

/** Ink on light colours, white on dark ones (relative luminance, WCAG). */
function readableOn(hex: string): string {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? INK : WHITE;
}

/** Characters beyond WinAnsi besides Latin-1 that the standard fonts have (see PDFKit's map). */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™Œœˆ˜ŠšŸŽž');

/**
 * The text as the standard Helvetica can print it: letters and digits it lacks become "?",
 * other symbols (emoji) are dropped, whitespace becomes single spaces.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (/[\p{L}\p{N}]/u.test(char)) out += '?';
  }
  return out.replace(/\s+/g, ' ').trim();
}
