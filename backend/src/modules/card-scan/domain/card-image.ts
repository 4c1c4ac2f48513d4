import sharp, { type Metadata } from 'sharp';
import { CardScanErrors } from '../card-scan.errors';

/** Decoding stops above this many pixels: a small file must not unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 12_000;
/** Wider photos only cost the OCR time: a card's text is still well readable at this width. */
const OCR_WIDTH = 1_600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The photo as the OCR reads it: upright by its EXIF orientation, grey, at most 1,600 px wide,
 * as PNG. The format is what the decoder finds in the bytes (never the name or the declared
 * type): only JPEG, PNG and WebP; a photo over 40 megapixels or 12,000 px a side is refused.
 */
export async function normaliseCardPhoto(input: Buffer): Promise<Buffer> {
  const decoder = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await decoder().metadata();
  } catch {
    throw CardScanErrors.notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw CardScanErrors.notAnImage();
  if ((metadata.width ?? 0) > MAX_SIDE || (metadata.height ?? 0) > MAX_SIDE) throw CardScanErrors.tooManyPixels();
  try {
    return await decoder().rotate().grayscale().resize({ width: OCR_WIDTH, withoutEnlargement: true }).png({ compressionLevel: 1 }).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw CardScanErrors.tooManyPixels();
    throw CardScanErrors.notAnImage();
  }
}
