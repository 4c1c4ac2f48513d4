/**
 * Erasure (issue 19): a visitor erases their data by the link in every mail, an organiser erases
 * one lead from its detail. Both sides import it.
 *
 *   GET  /erase/{token}          the visitor page (server-rendered, works without JavaScript):
 *                                what will be erased, and the button; 'bereits gelöscht' after use
 *   POST /erase/{token}          the page's plain form post: erases, 303 to the page (now saying done)
 *   POST /api/erase/{token}      the same for the enhanced page: 200 {message} | 404 | 410 already erased
 *   POST /api/leads/{id}/erase   {reason: EraseReason} the organiser: 200 {message} | 404 (another's, erased)
 *
 * Erasing deletes the lead's lead_personal_data row (address, name, answers, note), appends
 * LeadErased {reason} to the log (nothing personal), drops mails still waiting for the address,
 * scrubs the lead's webhook payloads and announces `lead.erased`. The lead stays in counts and
 * funnel figures as anonymous; it is gone from lists, the desk and exports.
 */

/** Why a lead was erased: a fixed list, so no free text (which could name someone) reaches the log. */
export const ERASE_REASONS = ['visitor-request', 'organiser-request', 'test-entry', 'wrong-data'] as const;
export type EraseReason = (typeof ERASE_REASONS)[number];

/** The organiser's choices in 'Lead löschen' ('visitor-request' is the visitor's own link). */
export const ORGANISER_ERASE_REASONS = ['organiser-request', 'test-entry', 'wrong-data'] as const satisfies readonly EraseReason[];

export const ERASE_REASON_LABELS: Record<EraseReason, string> = {
  'visitor-request': 'Gelöscht von der Person selbst (Link in der E-Mail)',
  'organiser-request': 'Auf Wunsch der Person (Widerruf, Widerspruch, Löschantrag)',
  'test-entry': 'Testeintrag',
  'wrong-data': 'Falsche oder fremde Angaben',
};
