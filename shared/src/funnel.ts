/**
 * The funnel of an event (issue 19): what happened after the scan, per day, counted without
 * cookies and without anything personal (a count per event, step and day; no lead id, no
 * address, no IP). Both sides import it.
 *
 * Counted:
 *   scans      GET /q/{code} (the QR code's and poster's short link; it redirects to the form)
 *   views      a GET of the form page (the visitor form, its language variants); not HEAD, not
 *              link-preview bots; a scan's redirect is then counted as a view too
 *   submits    a new lead captured (a repeated submit of the same address is not a new submit)
 *   confirmed  a lead confirmed (at capture for an event without double opt-in)
 *   downloads  the welcome mail's link GET /d/{token}, once per lead, then a redirect to the download
 *   followUpClicked  a follow-up mail's booking button GET /b/{token}/{step}, once per lead and step;
 *              shown only once counted (most events send no follow-ups), its share taken of the confirmed
 * An erased lead stays in these figures; they hold nothing that could name it.
 *
 * API:
 *   GET /api/events/{id}/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD  -> 200 FunnelReport
 *       (days in TZ_BUSINESS; default: the event's first count .. today; at most FUNNEL_MAX_DAYS;
 *        another organiser's event 404; a bad date 400)
 */
export const FUNNEL_STEPS = ['scans', 'views', 'submits', 'confirmed', 'downloads', 'followUpClicked'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  scans: 'QR-Scans',
  views: 'Formularaufrufe',
  submits: 'Absendungen',
  confirmed: 'Bestätigungen',
  downloads: 'Downloads',
  followUpClicked: 'Follow-up geklickt',
};

/** Steps listed only once counted: an event without follow-ups shows none of them. */
const SHOWN_WHEN_COUNTED: readonly FunnelStep[] = ['followUpClicked'];

/** The steps a report shows, in order. */
export function shownFunnelSteps(totals: FunnelCounts): FunnelStep[] {
  return FUNNEL_STEPS.filter((step) => !SHOWN_WHEN_COUNTED.includes(step) || totals[step] > 0);
}

/**
 * The step a step's conversion is taken of: the one before, but a booking click of the
 * confirmed (only they get follow-ups; the download has nothing to do with it). Null for the first.
 */
export function funnelConversionBase(step: FunnelStep): FunnelStep | null {
  if (step === 'followUpClicked') return 'confirmed';
  const index = FUNNEL_STEPS.indexOf(step);
  return index > 0 ? FUNNEL_STEPS[index - 1] : null;
}

/** A report covers at most this many days. */
export const FUNNEL_MAX_DAYS = 366;

export type FunnelCounts = Record<FunnelStep, number>;

export interface FunnelDay extends FunnelCounts {
  /** YYYY-MM-DD in TZ_BUSINESS. Every day of the range is listed, also one without counts. */
  date: string;
}

export interface FunnelReport {
  from: string;
  to: string;
  days: FunnelDay[];
  totals: FunnelCounts;
}

/**
 * The conversion from one step to the next in percent (one decimal), null when the step before is 0.
 * Above 100 for the views: the form is also opened directly (a link, the website), without a scan.
 */
export function funnelConversion(counts: FunnelCounts, step: FunnelStep): number | null {
  const base = funnelConversionBase(step);
  if (!base) return null;
  const before = counts[base];
  return before > 0 ? Math.round((counts[step] / before) * 1000) / 10 : null;
}
