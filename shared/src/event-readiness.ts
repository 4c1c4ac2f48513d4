/**
 * The 'Bereit zur Veröffentlichung' checklist as GET /api/events/{id}/readiness answers it and
 * the event settings page reads it.
 */
export type ReadinessItemId = 'privacyUrl' | 'downloadUrl' | 'logo' | 'headerImage' | 'testMail';

export interface ReadinessItem {
  id: ReadinessItemId;
  ok: boolean;
  /** A German sentence: what was found, or what is missing and why. */
  reason: string;
}

export interface EventReadiness {
  /** Every item is ok. */
  ready: boolean;
  items: ReadinessItem[];
}
