import { AppError } from '../../common/errors/app-error';
import { sqlState } from '../../common/errors/sql-state';
import type { PublishedBy } from './entities/event.entity';

/** Why a slug no longer follows anything: 'Der Slug ist fest, seit …'. */
const SLUG_FIXED_BECAUSE: Record<PublishedBy, string> = {
  qr: 'seit der QR-Code heruntergeladen wurde',
  poster: 'seit das Poster heruntergeladen wurde',
  lead: 'seit der erste Lead eingegangen ist',
};

/** Every message the events module shows the user, in one place. */
export const EventsMessages = {
  slugPattern: 'Der Slug darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  invalidUrl: 'Bitte gib eine gültige URL an (http:// oder https://).',
  invalidColor: 'Bitte gib eine Farbe als Hex-Wert an, z. B. #E76E33.',
  upgraded: 'Das Lead-Limit ist aufgehoben: Dein Event nimmt jetzt unbegrenzt Leads an.',
} as const;

export const EventsErrors = {
  notFound: () => new AppError(404, 'EVENTS_NOT_FOUND', 'Event nicht gefunden'),
  slugFixed: (by: PublishedBy) =>
    new AppError(409, 'EVENTS_SLUG_FIXED', `Der Slug ist fest, ${SLUG_FIXED_BECAUSE[by]}: gedruckte und geteilte QR-Codes bleiben so gültig.`),
  slugTaken: () => {
    const message = 'Du hast bereits ein Event mit diesem Slug. Bitte wähle einen anderen.';
    // `errors` names the field, so the form marks it there (as for a refused input)
    return new AppError(409, 'EVENTS_SLUG_TAKEN', message, { errors: { slug: message } });
  },
  endBeforeStart: () => new AppError(400, 'EVENTS_END_BEFORE_START', EventsMessages.endBeforeStart, { errors: { endDate: EventsMessages.endBeforeStart } }),
  notFree: () => new AppError(409, 'EVENTS_NOT_FREE', 'Dieses Event hat kein Lead-Limit.'),
} as const;

/** The logo and header upload's answers; every refusal names what is accepted. */
export const EventImageErrors = {
  notAnImage: () => new AppError(400, 'EVENT_IMAGE_UNSUPPORTED', 'Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist kein solches Bild.'),
  tooLarge: () => new AppError(413, 'EVENT_IMAGE_TOO_LARGE', 'Nur JPG, PNG oder WebP bis 2 MB: Diese Datei ist größer.'),
  tooManyPixels: () => new AppError(400, 'EVENT_IMAGE_TOO_MANY_PIXELS', 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel).'),
  missing: () => new AppError(400, 'EVENT_IMAGE_MISSING', 'Bitte wähle ein Bild aus (JPG, PNG oder WebP bis 2 MB) und sende es im Feld „file“.'),
  malformed: () => new AppError(400, 'EVENT_IMAGE_MALFORMED', 'Die Datei ist nicht vollständig angekommen. Bitte versuche es erneut.'),
  unknownKind: () => new AppError(404, 'EVENT_IMAGE_UNKNOWN_KIND', 'Diese Bildart gibt es nicht (logo oder header).'),
  notFound: () => new AppError(404, 'EVENT_IMAGE_NOT_FOUND', 'Bild nicht gefunden'),
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
