import { AppError } from '../../common/errors/app-error';
import { bilingual, localized, type Wording } from '../../common/i18n/localized';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import type { SubmissionField } from './domain/submission-rules';

/**
 * Texts capture shows outside an error of its own (the submit body's rules), in one place: the
 * refusals declared with `bilingual` (DTO messages take strings); the successes stay German (the
 * SPA words its own).
 */
export const CaptureMessages = {
  /** A form whose hidden fields (honeypot, form token) are not as the server handed them out. */
  formRejected: bilingual(
    'Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.',
    'The form could not be sent. Please reload the page and try again.',
  ),
  submissionIdInvalid: bilingual('Die Kennung der Übermittlung (submissionId) muss eine UUID sein.', 'The submission’s identifier (submissionId) must be a UUID.'),
  capturedAtInvalid: bilingual(
    'Die Erfassungszeit (capturedAt) muss ein Zeitpunkt im ISO-8601-Format sein.',
    'The capture time (capturedAt) must be a point in time in ISO 8601 format.',
  ),
  sourceInvalid: bilingual("Die Quelle (source) muss 'stand', 'badge' oder 'card' sein.", "The source must be 'stand', 'badge' or 'card'."),
  sourceNotForVisitors: bilingual(
    'Eine Quelle (source) gibt nur das Stand-Team an, nicht das Formular der Besucher.',
    'Only the stand team gives a source, not the visitors’ form.',
  ),
  /** The organiser's test of an event's DOI or welcome mail went to the queue. */
  testMailSent: 'Test-E-Mail gesendet',
  /** The organiser erased a lead. */
  leadErased: 'Lead gelöscht. Die personenbezogenen Daten sind entfernt.',
} as const;

/** Every error capture shows a visitor or an organiser (the form, double opt-in, erasure), in one place. */
export const CaptureErrors = {
  formNotFound: () => new AppError(404, 'LEADS_FORM_NOT_FOUND', localized('Event nicht gefunden', 'Event not found')),
  eventUnavailable: () => new AppError(410, 'LEADS_EVENT_UNAVAILABLE', localized('Event nicht mehr verfügbar', 'Event no longer available')),
  leadLimitReached: () =>
    new AppError(
      403,
      'LEADS_LIMIT_REACHED',
      localized(
        `Lead-Limit erreicht: Dieses kostenlose Event nimmt höchstens ${FREE_EVENT_LEAD_LIMIT} Leads an.`,
        `Lead limit reached: this free event takes at most ${FREE_EVENT_LEAD_LIMIT} leads.`,
      ),
    ),
  formRejected: () => new AppError(400, 'LEADS_FORM_REJECTED', CaptureMessages.formRejected),
  tooFast: () =>
    new AppError(
      400,
      'LEADS_TOO_FAST',
      localized('Das ging zu schnell. Bitte prüfe deine Angaben und sende das Formular erneut.', 'That was too fast. Please check your details and send the form again.'),
    ),
  /**
   * The answers break the event's rules: the first message, and every field's under `errors`
   * (strings in the visitor's language, or Localized for a member's capture).
   */
  invalidAnswers: (errors: Partial<Record<SubmissionField, Wording>>) =>
    new AppError(400, 'LEADS_INVALID_ANSWERS', Object.values(errors)[0] ?? localized('Die Eingaben sind ungültig.', 'The input is invalid.'), { errors }),
  confirmationInvalid: () =>
    new AppError(
      404,
      'LEADS_CONFIRMATION_INVALID',
      localized('Der Bestätigungslink ist ungültig oder bereits abgelaufen.', 'The confirmation link is invalid or has already expired.'),
    ),
  submissionIdInvalid: () => new AppError(400, 'LEADS_SUBMISSION_ID_INVALID', CaptureMessages.submissionIdInvalid),
  capturedAtInvalid: () => new AppError(400, 'LEADS_CAPTURED_AT_INVALID', CaptureMessages.capturedAtInvalid),
  /** Named like the body's own checks (the DTO refuses an unknown value the same way). */
  sourceInvalid: () => new AppError(400, 'VALIDATION_FAILED', CaptureMessages.sourceInvalid, { errors: { source: CaptureMessages.sourceInvalid } }),
  sourceNotForVisitors: () =>
    new AppError(400, 'VALIDATION_FAILED', CaptureMessages.sourceNotForVisitors, { errors: { source: CaptureMessages.sourceNotForVisitors } }),
  capturedInFuture: () =>
    new AppError(
      400,
      'LEADS_CAPTURED_IN_FUTURE',
      localized('Die Erfassungszeit liegt in der Zukunft. Bitte prüfe die Uhrzeit des Geräts.', 'The capture time is in the future. Please check the device’s clock.'),
    ),
  capturedBeforeDevice: () =>
    new AppError(
      400,
      'LEADS_CAPTURED_BEFORE_DEVICE',
      localized(
        'Die Erfassungszeit liegt vor der Anmeldung dieses Geräts. Bitte prüfe die Uhrzeit des Geräts.',
        'The capture time is before this device was signed in. Please check the device’s clock.',
      ),
    ),
  alreadyConfirmed: () =>
    new AppError(409, 'LEADS_ALREADY_CONFIRMED', localized('Dieser Lead hat seine E-Mail-Adresse bereits bestätigt.', 'This lead has already confirmed their email address.')),
  noDoubleOptIn: () =>
    new AppError(
      409,
      'LEADS_NO_DOUBLE_OPT_IN',
      localized(
        'Für diesen Lead ist keine Bestätigung vorgesehen: Double Opt-In war beim Eintragen aus.',
        'No confirmation is intended for this lead: double opt-in was off when they signed up.',
      ),
    ),
  eraseLinkInvalid: () =>
    new AppError(
      404,
      'LEADS_ERASE_LINK_INVALID',
      localized('Der Link zum Löschen ist ungültig. Bitte nutze den Link aus deiner E-Mail.', 'The erasure link is invalid. Please use the link from your email.'),
    ),
  alreadyErased: () => new AppError(410, 'LEADS_ALREADY_ERASED', localized('Deine Daten wurden bereits gelöscht.', 'Your data has already been erased.')),
  eraseReasonInvalid: () =>
    new AppError(
      400,
      'LEADS_ERASE_REASON_INVALID',
      localized('Bitte wähle einen Grund für das Löschen aus der Liste.', 'Please choose a reason for the erasure from the list.'),
    ),
  resendLocked: (hours: number) =>
    new AppError(
      429,
      'LEADS_RESEND_LOCKED',
      localized(
        `Die Bestätigungs-E-Mail wurde bereits erneut gesendet. Ein weiterer Versand ist in ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} möglich.`,
        `The confirmation email has already been sent again. Another one can be sent in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      ),
    ),
} as const;
