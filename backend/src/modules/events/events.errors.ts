import { AppError } from '../../common/errors/app-error';
import { sqlState } from '../../common/errors/sql-state';
import { bilingual, localized, type Localized } from '../../common/i18n/localized';
import type { PublishedBy } from './entities/event.entity';

/** Why a slug no longer follows anything: 'Der Slug ist fest, seit …'. */
const SLUG_FIXED_BECAUSE: Record<PublishedBy, Localized> = {
  qr: localized('seit der QR-Code heruntergeladen wurde', 'since the QR code was downloaded'),
  poster: localized('seit das Poster heruntergeladen wurde', 'since the poster was downloaded'),
  lead: localized('seit der erste Lead eingegangen ist', 'since the first lead came in'),
};

/**
 * Every message the events module shows the user, in one place: the DTOs' rules take them as
 * strings (declared with `bilingual`); `upgraded` is a success's, which the SPA words itself.
 */
export const EventsMessages = {
  slugPattern: bilingual(
    'Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
    'The slug may only contain lowercase letters, digits and single hyphens.',
  ),
  endBeforeStart: bilingual('Das Enddatum darf nicht vor dem Startdatum liegen.', 'The end date must not be before the start date.'),
  invalidUrl: bilingual('Bitte gib eine gültige URL an (http:// oder https://).', 'Please enter a valid URL (http:// or https://).'),
  invalidColor: bilingual('Bitte gib eine Farbe als Hex-Wert an, z. B. #E76E33.', 'Please enter a colour as a hex value, e.g. #E76E33.'),
  upgraded: 'Das Lead-Limit ist aufgehoben: Dein Event nimmt jetzt unbegrenzt Leads an.',
} as const;

const SLUG_TAKEN = localized('Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.', 'You already have an event with this slug. Please choose another one.');

export const EventsErrors = {
  notFound: () => new AppError(404, 'EVENTS_NOT_FOUND', localized('Event nicht gefunden', 'Event not found')),
  slugFixed: (by: PublishedBy) =>
    new AppError(
      409,
      'EVENTS_SLUG_FIXED',
      localized(
        `Der Slug ist fest, ${SLUG_FIXED_BECAUSE[by].de}: gedruckte und geteilte QR-Codes bleiben so gültig.`,
        `The slug is fixed ${SLUG_FIXED_BECAUSE[by].en}: that way printed and shared QR codes stay valid.`,
      ),
    ),
  // `errors` names the field, so the form marks it there (as for a refused input)
  slugTaken: () => new AppError(409, 'EVENTS_SLUG_TAKEN', SLUG_TAKEN, { errors: { slug: SLUG_TAKEN } }),
  endBeforeStart: () => new AppError(400, 'EVENTS_END_BEFORE_START', EventsMessages.endBeforeStart, { errors: { endDate: EventsMessages.endBeforeStart } }),
  notFree: () => new AppError(409, 'EVENTS_NOT_FREE', localized('Dieses Event hat kein Lead-Limit.', 'This event has no lead limit.')),
} as const;

/** The logo and header upload's answers; every refusal names what is accepted. */
export const EventImageErrors = {
  notAnImage: () =>
    new AppError(
      400,
      'EVENT_IMAGE_UNSUPPORTED',
      localized('Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist kein solches Bild.', 'Only JPG, PNG or WebP up to 2 MB: this file is not such an image.'),
    ),
  tooLarge: () =>
    new AppError(413, 'EVENT_IMAGE_TOO_LARGE', localized('Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist größer.', 'Only JPG, PNG or WebP up to 2 MB: this file is larger.')),
  tooManyPixels: () =>
    new AppError(
      400,
      'EVENT_IMAGE_TOO_MANY_PIXELS',
      localized('Das Bild hat zu viele Pixel (höchstens 40 Megapixel).', 'The image has too many pixels (at most 40 megapixels).'),
    ),
  missing: () =>
    new AppError(
      400,
      'EVENT_IMAGE_MISSING',
      localized(
        'Bitte wähle ein Bild aus (JPG, PNG oder WebP bis 2 MB) und sende es im Feld „file“.',
        'Please choose an image (JPG, PNG or WebP up to 2 MB) and send it in the field “file”.',
      ),
    ),
  malformed: () =>
    new AppError(
      400,
      'EVENT_IMAGE_MALFORMED',
      localized('Die Datei ist nicht vollständig angekommen. Bitte versuche es erneut.', 'The file did not arrive completely. Please try again.'),
    ),
  unknownKind: () =>
    new AppError(404, 'EVENT_IMAGE_UNKNOWN_KIND', localized('Diese Bildart gibt es nicht (logo oder header).', 'There is no such kind of image (logo or header).')),
  notFound: () => new AppError(404, 'EVENT_IMAGE_NOT_FOUND', localized('Bild nicht gefunden', 'Image not found')),
} as const;

/** A race past the pre-checks ends in the same answers: a taken slug, dates in the wrong order. */
export function translateEventWriteError(error: unknown): unknown {
  const code = sqlState(error);
  if (code) {
    // sqlState answers only for a failed query, whose driver error names the constraint
    const { constraint } = (error as { driverError: { constraint?: string } }).driverError;
    if (code === '23505' && constraint === 'events_user_slug_key') return EventsErrors.slugTaken();
    if (code === '23514' && constraint === 'events_dates_check') return EventsErrors.endBeforeStart();
  }
  return error;
}
