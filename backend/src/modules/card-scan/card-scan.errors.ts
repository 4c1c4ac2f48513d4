import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';

/** Seconds a client waits before it sends a card again when the OCR is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const CardScanErrors = {
  notAnImage: () =>
    new AppError(
      415,
      'CARD_SCAN_NOT_IMAGE',
      localized(
        'Das ist kein Foto einer Visitenkarte: Bitte sende ein Bild als JPG, PNG oder WebP.',
        'This is not a photo of a business card: please send an image as JPG, PNG or WebP.',
      ),
    ),
  tooLarge: (megabytes: number) =>
    new AppError(
      413,
      'CARD_SCAN_TOO_LARGE',
      localized(
        `Das Foto ist zu groß: höchstens ${megabytes} MB. Bitte nimm es mit geringerer Auflösung auf.`,
        `The photo is too large: at most ${megabytes} MB. Please take it at a lower resolution.`,
      ),
    ),
  tooManyPixels: () =>
    new AppError(
      422,
      'CARD_SCAN_TOO_LARGE',
      localized(
        'Das Foto hat zu viele Pixel (höchstens 40 Megapixel und 12.000 Pixel je Seite). Bitte nimm es mit geringerer Auflösung auf.',
        'The photo has too many pixels (at most 40 megapixels and 12,000 pixels per side). Please take it at a lower resolution.',
      ),
    ),
  missing: () =>
    new AppError(
      400,
      'CARD_SCAN_MISSING',
      localized('Bitte sende das Foto der Visitenkarte im Feld „image“.', 'Please send the photo of the business card in the field “image”.'),
    ),
  malformed: () =>
    new AppError(
      400,
      'CARD_SCAN_MALFORMED',
      localized('Das Foto ist nicht vollständig angekommen. Bitte versuche es erneut.', 'The photo did not arrive completely. Please try again.'),
    ),
  busy: () =>
    new AppError(
      503,
      'CARD_SCAN_BUSY',
      localized(
        'Gerade werden sehr viele Visitenkarten gelesen. Bitte versuche es in ein paar Sekunden erneut.',
        'A great many business cards are being read right now. Please try again in a few seconds.',
      ),
      { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
    ),
} as const;
