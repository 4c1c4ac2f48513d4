/** One point of the checklist before publishing. */
export class ReadinessItemAnswer {
  id!: 'privacyUrl' | 'downloadUrl' | 'logo' | 'headerImage' | 'testMail';
  ok!: boolean;
  /** A German sentence: what was found, or what is missing and why. */
  reason!: string;
}

/** GET /api/events/{id}/readiness */
export class EventReadinessAnswer {
  /** Every item is ok. */
  ready!: boolean;
  items!: ReadinessItemAnswer[];
}
