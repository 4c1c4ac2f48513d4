import { ApiError } from '@/lib/api-client';
import type { FollowUpSendWindow, FollowUpStep } from './api/follow-up-types';
import { i18n } from '@/i18n';
import './i18n';

/** A step as the editor holds it: inputs as typed, the window's fields kept while it is switched off. */
export interface FollowUpDraft {
  /** React's key for the step's card (steps move when their delays are sorted). */
  key: string;
  delayDays: string;
  subject: string;
  body: string;
  bookingUrl: string;
  windowOn: boolean;
  days: FollowUpSendWindow['days'];
  from: string;
  to: string;
  timeZone: string;
}

/** The fields of a step the editor shows, named as the server names them after `steps.{index}.`. */
export type FollowUpField = 'delayDays' | 'subject' | 'body' | 'bookingUrl' | 'sendWindow.days' | 'sendWindow.from' | 'sendWindow.to' | 'sendWindow.timeZone';
export const FOLLOW_UP_FIELDS: readonly FollowUpField[] = ['delayDays', 'subject', 'body', 'bookingUrl', 'sendWindow.days', 'sendWindow.from', 'sendWindow.to', 'sendWindow.timeZone'];

/** Refused inputs by the server's name (`steps.1.delayDays`); `''` for what belongs to no field. */
export type FollowUpErrors = Record<string, string>;

export const followUpFieldName = (index: number, field: FollowUpField) => `steps.${index}.${field}`;

export const FOLLOW_UP_PLACEHOLDERS = ['name', 'downloadUrl', 'bookingUrl'] as const;

/** Our suggestion for a new step, in the organiser's language: editable like the visitor mails' defaults. */
export function followUpDefaults(): { subject: string; body: string } {
  return { subject: i18n.t('event-settings:followUps.defaults.subject'), body: i18n.t('event-settings:followUps.defaults.body') };
}

const MAX_DELAY = 365;
const DAY_RE = /^\d+$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The browser's own time zone: the send window's default (the fair's zone, usually). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';
  } catch {
    return 'Europe/Berlin';
  }
}

let nextKey = 0;
const newKey = () => `step-${(nextKey += 1)}`;

export function toDraft(step: FollowUpStep): FollowUpDraft {
  const window = step.sendWindow ?? null;
  return {
    key: newKey(),
    delayDays: String(step.delayDays),
    subject: step.subject,
    body: step.body,
    bookingUrl: step.bookingUrl ?? '',
    windowOn: window !== null,
    days: window?.days ?? [1, 2, 3, 4, 5],
    from: window?.from ?? '09:00',
    to: window?.to ?? '17:00',
    timeZone: window?.timeZone ?? browserTimeZone(),
  };
}

/** A new step after `previous`: three days later (the first one: right after the confirmation), our text, weekdays 9–17. */
export function newDraft(previous: FollowUpDraft | undefined): FollowUpDraft {
  const after = previous && DAY_RE.test(previous.delayDays.trim()) ? Number(previous.delayDays) : null;
  const delayDays = after === null ? 0 : Math.min(after + 3, MAX_DELAY);
  return { ...toDraft({ delayDays, ...followUpDefaults() }), windowOn: false };
}

/** What PUT sends: a number of days, no empty booking link, the window only when switched on. */
export function toStep(draft: FollowUpDraft): FollowUpStep {
  const step: FollowUpStep = { delayDays: Number(draft.delayDays.trim()), subject: draft.subject.trim(), body: draft.body };
  const bookingUrl = draft.bookingUrl.trim();
  if (bookingUrl) step.bookingUrl = bookingUrl;
  if (draft.windowOn) step.sendWindow = { days: [...draft.days].sort((a, b) => a - b), from: draft.from, to: draft.to, timeZone: draft.timeZone };
  return step;
}

/** Whether the draft says what the saved list says (the unsaved notice, leaving the page). */
export function sameSteps(drafts: FollowUpDraft[], saved: FollowUpStep[]): boolean {
  return JSON.stringify(drafts.map(toStep)) === JSON.stringify(saved.map((step) => toStep(toDraft(step))));
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The server's rules, checked before a save, with its sentences; each at its field. */
export function validateFollowUps(drafts: FollowUpDraft[]): FollowUpErrors {
  const errors: FollowUpErrors = {};
  let before: number | null = null;
  drafts.forEach((draft, index) => {
    const at = (field: FollowUpField, message: string) => (errors[followUpFieldName(index, field)] = message);
    const days = draft.delayDays.trim();
    if (!DAY_RE.test(days) || Number(days) > MAX_DELAY) at('delayDays', i18n.t('event-settings:followUps.validation.delayRange'));
    else {
      if (before !== null && Number(days) < before) at('delayDays', i18n.t('event-settings:followUps.validation.delayDecreasing', { step: index + 1, previous: index, before }));
      before = Number(days);
    }
    const subject = draft.subject.trim();
    if (!subject) at('subject', i18n.t('event-settings:followUps.validation.subjectRequired'));
    else if (subject.length > 200) at('subject', i18n.t('event-settings:followUps.validation.subjectTooLong'));
    if (!draft.body.trim()) at('body', i18n.t('event-settings:followUps.validation.bodyRequired'));
    else if (draft.body.length > 10_000) at('body', i18n.t('event-settings:followUps.validation.bodyTooLong'));
    const url = draft.bookingUrl.trim();
    if (url && (!isHttpsUrl(url) || url.length > 2000)) at('bookingUrl', i18n.t('event-settings:followUps.validation.bookingUrl'));
    if (draft.windowOn) {
      if (draft.days.length === 0) at('sendWindow.days', i18n.t('event-settings:followUps.validation.noDays'));
      if (!TIME_RE.test(draft.from)) at('sendWindow.from', i18n.t('event-settings:followUps.validation.time'));
      if (!TIME_RE.test(draft.to)) at('sendWindow.to', i18n.t('event-settings:followUps.validation.time'));
      else if (TIME_RE.test(draft.from) && draft.from >= draft.to) at('sendWindow.to', i18n.t('event-settings:followUps.validation.toAfterFrom'));
      if (!draft.timeZone) at('sendWindow.timeZone', i18n.t('event-settings:followUps.validation.timeZone'));
    }
  });
  return errors;
}

/**
 * A refused save's messages by field: the server's `errors` (`steps.1.delayDays`; a name it gives
 * without the `steps.` prefix is read the same), a step's refusal the editor has no field for at
 * the step's subject, and its sentence under '' when it names no field at all.
 */
export function followUpErrorsFrom(error: unknown, stepCount: number, fallback: string): FollowUpErrors {
  const byServer = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  const errors: FollowUpErrors = {};
  for (const [name, message] of Object.entries(byServer)) {
    const match = /^(?:steps\.)?(\d+)(?:\.(.+))?$/.exec(name);
    const index = match ? Number(match[1]) : -1;
    if (!match || index >= stepCount) continue;
    const field = FOLLOW_UP_FIELDS.find((known) => known === match[2]) ?? (match[2]?.startsWith('sendWindow') ? 'sendWindow.days' : 'subject');
    errors[followUpFieldName(index, field)] ??= message;
  }
  if (Object.keys(errors).length === 0) errors[''] = (error instanceof ApiError && error.serverMessage) || fallback;
  return errors;
}

/** The step (from 0) and field of a message's name, for the notice's 'Zum Feld'. */
export function stepOfError(name: string): number | null {
  const match = /^steps\.(\d+)\./.exec(name);
  return match ? Number(match[1]) : null;
}
