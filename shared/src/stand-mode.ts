/**
 * Stand mode (issue 18): a tablet at the stand, registered by the organiser, that captures
 * visitors also while the hall's network is down. What the API and the stand page agree on;
 * both sides import it.
 *
 * API (all answers German on error):
 *   POST   /api/events/{id}/stand-devices            {name, pin}  -> 201 StandDeviceRegistration (token shown once)
 *   GET    /api/events/{id}/stand-devices                          -> 200 StandDevice[] (newest first, revoked and ended ones too)
 *   DELETE /api/events/{id}/stand-devices/{deviceId}               -> 204 (revoked: the token answers 401 from then on)
 *   GET    /api/stand/{companySlug}/{eventSlug}       (header STAND_TOKEN_HEADER) -> 200 StandSession | 401
 *   POST   /api/form/{companySlug}/{eventSlug}/submit (header STAND_TOKEN_HEADER, body + submissionId, capturedAt)
 *          -> the ordinary submit answer, plus `leadId` for a device submit
 *   PATCH  /api/stand/{companySlug}/{eventSlug}/leads/{leadId}  (header) {rating?, note?} -> 204 (a lead this device captured)
 *   POST   /api/stand/{companySlug}/{eventSlug}/exit              (header) {pin} -> 204 (the token ends: 401 from then on) | 403 'Die PIN stimmt nicht.'
 */

/** The request header that carries a device token. */
export const STAND_TOKEN_HEADER = 'X-Stand-Token';

/** A device token is valid this long after registration. */
export const STAND_DEVICE_VALID_DAYS = 14;

/** The PIN that leaves stand mode: 4 to 8 digits. */
export const STAND_PIN_PATTERN = /^\d{4,8}$/;
export const STAND_DEVICE_NAME_MAX = 60;

/** How long a submissionId is remembered per event: a repeat within this answers what the first answered. */
export const SUBMISSION_ID_DAYS = 7;

/** The staff's quick rating after a stand-mode submit (the lead desk's ratings). */
export const STAND_RATINGS = ['hot', 'warm', 'cold'] as const;
export type StandRating = (typeof STAND_RATINGS)[number];
export const STAND_RATING_LABELS: Record<StandRating, string> = { hot: 'heiß', warm: 'warm', cold: 'kalt' };

/** How long the thank-you screen stays before the form is empty again. */
export const STAND_THANK_YOU_MS = 6_000;

export interface StandDevice {
  id: string;
  name: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** Stand mode was left on the device (with the PIN): its token ended then. */
  endedAt: string | null;
}

export interface StandDeviceRegistration {
  device: StandDevice;
  /** Shown once; the server keeps only its hash. */
  token: string;
  /** Where the stand page is: /stand/{companySlug}/{eventSlug}. */
  standPath: string;
}

/** What the stand page loads with its token (and caches for an offline start). */
export interface StandSession {
  device: { id: string; name: string; expiresAt: string };
  event: { id: string; name: string; companySlug: string; slug: string };
}

/** The body of a submit, ordinary or from a stand device. */
export interface SubmissionIdentity {
  /** A UUID made on the device for this one submission: the idempotency key per event. */
  submissionId?: string;
  /** Device submits only: when the visitor filled the form (ISO 8601), not in the future, not before the device's registration. */
  capturedAt?: string;
}
