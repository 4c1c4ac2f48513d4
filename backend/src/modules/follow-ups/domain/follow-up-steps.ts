import { localized, type Localized } from '../../../common/i18n/localized';
import type { SendWindow } from './follow-up-schedule';

/** At most this many mails per event. */
export const MAX_FOLLOW_UP_STEPS = 3;

/** A step as the organiser writes it (PUT) and reads it back (GET). */
export interface FollowUpStepInput {
  delayDays: number;
  subject: string;
  body: string;
  bookingUrl?: string | null;
  sendWindow?: SendWindow | null;
}

/** One step's figures in the settings' status. */
export interface FollowUpStepStatus {
  step: number;
  /** Leads waiting for it (not stopped, not yet mailed it). */
  scheduled: number;
  sent: number;
  /** Leads that unsubscribed right after receiving it. */
  unsubscribed: number;
  /** Leads that clicked its booking button (once each). */
  clicked: number;
}

/**
 * The field errors of rules across steps and fields ('steps.1.delayDays'): each step waits at
 * least as long as the one before, and a window's `from` is before its `to`. In German and English.
 */
export function sequenceErrors(steps: readonly FollowUpStepInput[]): Record<string, Localized> {
  const errors: Record<string, Localized> = {};
  steps.forEach((step, index) => {
    if (index > 0 && step.delayDays < steps[index - 1].delayDays) {
      const days = steps[index - 1].delayDays;
      errors[`steps.${index}.delayDays`] = localized(
        `Follow-up ${index + 1} darf nicht früher kommen als Follow-up ${index} (mindestens ${days} Tage).`,
        `Follow-up ${index + 1} cannot come earlier than follow-up ${index} (at least ${days} ${days === 1 ? 'day' : 'days'}).`,
      );
    }
    if (step.sendWindow && step.sendWindow.from >= step.sendWindow.to) {
      errors[`steps.${index}.sendWindow.to`] = localized(
        'Das Ende des Versandfensters muss nach seinem Beginn liegen.',
        'The end of the sending window must be after its start.',
      );
    }
  });
  return errors;
}

/** Phrases by which a consent text (German or English) allows further mails or contact. */
const MAIL_CONSENT_PATTERNS = [
  /newsletter/i,
  /kontaktier|kontakt aufnehm|contact me|to contact|be contacted/i,
  /\b(weitere|further|more)\s+(informationen|information|e-?mails?|nachrichten|messages|angebote|offers)/i,
  /\b(informationen|angebote|neuigkeiten|updates|information|offers|news)\b[^.]{0,60}\b(per|by|via)\s+e-?mail/i,
  /\b(per|by|via)\s+e-?mail\b[^.]{0,60}\b(informier|kontakt|zusend|inform|contact|send)/i,
];

/**
 * Whether the consent text the visitors agreed to allows further e-mails or contact (German or
 * English): the settings warn when it does not, because the follow-ups then lack a basis. A
 * mere mention of e-mail (the default text's erase link in 'every e-mail') is not such consent.
 */
export function consentMentionsMail(consentText: string): boolean {
  return MAIL_CONSENT_PATTERNS.some((pattern) => pattern.test(consentText));
}
