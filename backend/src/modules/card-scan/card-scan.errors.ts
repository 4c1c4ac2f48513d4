import { AppError } from '../../common/errors/app-error';

/** Seconds a client waits before it sends a card again when the OCR is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const CardScanErrors = {
  notAnImage: () => new AppError(415, 'CARD_SCAN_NOT_IMAGE', 'Das ist kein Foto einer Visitenkarte: Bitte sende ein Bild als JPG, PNG oder WebP.'),
  tooLarge: (megabytes: number) =>
    new AppError(413, 'CARD_SCAN_TOO_LARGE', `Das Foto ist zu groß: höchstens ${megabytes} MB. Bitte nimm es mit geringerer Auflösung auf.`),
  tooManyPixels: () =>
    new AppError(422, 'CARD_SCAN_TOO_LARGE', 'Das Foto hat zu viele Pixel (höchstens 40 Megapixel und 12.000 Pixel je Seite). Bitte nimm es mit geringerer Auflösung auf.'),
  missing: () => new AppError(400, 'CARD_SCAN_MISSING', 'Bitte sende das Foto der Visitenkarte im Feld „image“.'),
  malformed: () => new AppError(400, 'CARD_SCAN_MALFORMED', 'Das Foto ist nicht vollständig angekommen. Bitte versuche es erneut.'),
  busy: () =>
    new AppError(503, 'CARD_SCAN_BUSY', 'Gerade werden sehr viele Visitenkarten gelesen. Bitte versuche es in ein paar Sekunden erneut.', {
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    }),
} as const;
