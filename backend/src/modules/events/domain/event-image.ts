import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { EventImageErrors } from '../events.errors';

export const EVENT_IMAGE_KINDS = ['logo', 'header'] as const;
export type EventImageKind = (typeof EVENT_IMAGE_KINDS)[number];

export function isEventImageKind(value: string): value is EventImageKind {
  return (EVENT_IMAGE_KINDS as readonly string[]).includes(value);
}

/** What the organiser may upload: checked on the answer, the browser's limit says the same. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Decoding stops above this many pixels: a small file must not unpack into gigabytes (about 8000 x 5000). */
const MAX_INPUT_PIXELS = 40_000_000;

/** What we keep of an upload, at most: a logo fits a 600 px square, a header is 1600 px wide. */
export const IMAGE_BOUNDS: Record<EventImageKind, { width: number; height: number }> = {
  logo: { width: 600, height: 600 },
  header: { width: 1600, height: 1600 },
};

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredImage {
  /** sha256 of the stored bytes (hex, 32 characters): the served URL's name and its ETag. */
  hash: string;
  contentType: string;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * An upload as we store it. The format is what the decoder finds in the bytes (libvips sniffs
 * the content; the file name and the declared type are never asked), and only JPEG, PNG and
 * WebP pass. The image is turned upright by its EXIF orientation, scaled down into its kind's
 * bounds and encoded anew as WebP, which keeps a logo's transparency; the new file carries no
 * metadata (EXIF, GPS, XMP, ICC profiles), so nothing of the camera or the place leaves with it.
 */
export async function normaliseImage(input: Buffer, kind: EventImageKind): Promise<StoredImage> {
  const decoder = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await decoder().metadata()).format;
  } catch {
    throw EventImageErrors.notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw EventImageErrors.notAnImage();
  const { width, height } = IMAGE_BOUNDS[kind];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await decoder()
      .rotate()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw EventImageErrors.tooManyPixels();
    throw EventImageErrors.notAnImage();
  }
  return {
    hash: createHash('sha256').update(output.data).digest('hex').slice(0, 32),
    contentType: 'image/webp',
    width: output.info.width,
    height: output.info.height,
    data: output.data,
  };
}

/** Where an uploaded image is served: its hash in the name, so a new upload is a new URL. */
export function eventImagePath(eventId: string, kind: EventImageKind, hash: string): string {
  return `/api/events/${eventId}/images/${kind}/${hash}.webp`;
}
