/**
 * Where a lead came from: the visitor's own phone (`form`), typed by the stand team (`stand`),
 * prefilled from a scanned badge code (`badge`) or from a business card photo (`card`).
 */
export const LEAD_SOURCES = ['form', 'stand', 'badge', 'card'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The sources a stand device or a member may name in a submit (a visitor's own is always `form`). */
export const STAND_LEAD_SOURCES = ['stand', 'badge', 'card'] as const satisfies readonly LeadSource[];
export type StandLeadSource = (typeof STAND_LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  form: 'Formular',
  stand: 'Am Stand getippt',
  badge: 'Badge-Scan',
  card: 'Visitenkarte',
};

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === 'string' && (LEAD_SOURCES as readonly string[]).includes(value);
}
