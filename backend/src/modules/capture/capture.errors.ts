import { AppError } from '../../common/errors/app-error';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import type { FieldErrors } from './domain/submission-rules';

/** Texts capture shows outside an error of its own (the submit body's rules), in one place. */
export const CaptureMessages = {
  /** A form whose hidden fields (honeypot, form token) are not as the server handed them out. */
  formRejected: 'Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.',
  submissionIdInvalid: 'Die Kennung der Übermittlung (submissionId) muss eine UUID sein.',
  capturedAtInvalid: 'Die Erfassungszeit (capturedAt) muss ein Zeitpunkt im ISO-8601-Format sein.',
  sourceInvalid: "Die Quelle (source) muss 'stand', 'badge' oder 'card' sein.",
  sourceNotForVisitors: 'Eine Quelle (source) gibt nur das Stand-Team an, nicht das Formular der Besucher.',
  /** The organiser's test of an event's DOI or welcome mail went to the queue. */
  testMailSent: 'Test-E-Mail gesendet',
  /** The organiser erased a lead. */
  leadErased: 'Lead gelöscht. Die personenbezogenen Daten sind entfernt.',
} as const;

/** Every error capture shows a visitor or an organiser (the form, double opt-in, erasure), in one place. */
export const CaptureErrors = {
  formNotFound: () => new AppError(404, 'LEADS_FORM_NOT_FOUND', 'Event nicht gefunden'),
  eventUnavailable: () => new AppError(410, 'LEADS_EVENT_UNAVAILABLE', 'Event nicht mehr verfügbar'),
  leadLimitReached: () =>
    new AppError(403, 'LEADS_LIMIT_REACHED', `Lead-Limit erreicht: Dieses kostenlose Event nimmt höchstens ${FREE_EVENT_LEAD_LIMIT} Leads an.`),
  formRejected: () => new AppError(400, 'LEADS_FORM_REJECTED', CaptureMessages.formRejected),
  tooFast: () => new AppError(400, 'LEADS_TOO_FAST', 'Das ging zu schnell. Bitte prüfe deine Angaben und sende das Formular erneut.'),
  /** The answers break the event's rules: the first message, and every field's under `errors`. */
  invalidAnswers: (errors: FieldErrors) =>
    new AppError(400, 'LEADS_INVALID_ANSWERS', Object.values(errors)[0] ?? 'Die Eingaben sind ungültig.', { errors }),
  confirmationInvalid: () =>
    new AppError(404, 'LEADS_CONFIRMATION_INVALID', 'Der Bestätigungslink ist ungültig oder bereits abgelaufen.'),
  submissionIdInvalid: () => new AppError(400, 'LEADS_SUBMISSION_ID_INVALID', CaptureMessages.submissionIdInvalid),
  capturedAtInvalid: () => new AppError(400, 'LEADS_CAPTURED_AT_INVALID', CaptureMessages.capturedAtInvalid),
  /** Named like the body's own checks (the DTO refuses an unknown value the same way). */
  sourceInvalid: () => new AppError(400, 'VALIDATION_FAILED', CaptureMessages.sourceInvalid, { errors: { source: CaptureMessages.sourceInvalid } }),
  sourceNotForVisitors: () =>
    new AppError(400, 'VALIDATION_FAILED', CaptureMessages.sourceNotForVisitors, { errors: { source: CaptureMessages.sourceNotForVisitors } }),
  capturedInFuture: () => new AppError(400, 'LEADS_CAPTURED_IN_FUTURE', 'Die Erfassungszeit liegt in der Zukunft. Bitte prüfe die Uhrzeit des Geräts.'),
  capturedBeforeDevice: () =>
    new AppError(400, 'LEADS_CAPTURED_BEFORE_DEVICE', 'Die Erfassungszeit liegt vor der Anmeldung dieses Geräts. Bitte prüfe die Uhrzeit des Geräts.'),
  alreadyConfirmed: () => new AppError(409, 'LEADS_ALREADY_CONFIRMED', 'Dieser Lead hat seine E-Mail-Adresse bereits bestätigt.'),
  noDoubleOptIn: () =>
    new AppError(409, 'LEADS_NO_DOUBLE_OPT_IN', 'Für diesen Lead ist keine Bestätigung vorgesehen: Double Opt-In war beim Eintragen aus.'),
  eraseLinkInvalid: () => new AppError(404, 'LEADS_ERASE_LINK_INVALID', 'Der Link zum Löschen ist ungültig. Bitte nutze den Link aus deiner E-Mail.'),
  alreadyErased: () => new AppError(410, 'LEADS_ALREADY_ERASED', 'Deine Daten wurden bereits gelöscht.'),
  eraseReasonInvalid: () => new AppError(400, 'LEADS_ERASE_REASON_INVALID', 'Bitte wähle einen Grund für das Löschen aus der Liste.'),
  resendLocked: (hours: number) =>
    new AppError(
      429,
      'LEADS_RESEND_LOCKED',
      `Die Bestätigungs-E-Mail wurde bereits erneut gesendet. Ein weiterer Versand ist in ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} möglich.`,
    ),
} as const;
