import { FREE_EVENT_LEAD_LIMIT, leadCapUsage } from '@fairleads/shared/event-rules';
import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { formatCalendarDate, formatCount, formatEuros, formatPercent } from '../../../common/i18n/format';
import type { Locale } from '../../../common/i18n/locale';
import type { OrganiserMailContent } from '../../mailing';
import { leadsWord as leads, type PeriodFigures } from '../../lead-log';
/** '1 neuer Lead' / '12 new leads'. */
const newLeadsWord = (n: number, locale: Locale) =>
  locale === 'de' ? (n === 1 ? '1 neuer Lead' : `${formatCount(n, 'de')} neue Leads`) : n === 1 ? '1 new lead' : `${formatCount(n, 'en')} new leads`;

/** The batched new-lead mail: counts only, no visitor's data in the inbox. In the organiser's language. */
export function leadDigestMail(p: { ownerName: string; eventName: string; newLeads: number; totalLeads: number; appUrl: string; locale: Locale }): OrganiserMailContent {
  const { locale } = p;
  const button = { text: locale === 'de' ? 'Leads ansehen' : 'View leads', url: `${p.appUrl}/leads` };
  if (locale === 'en') {
    return {
      locale,
      subject: `${newLeadsWord(p.newLeads, locale)} for “${p.eventName}”`,
      name: p.ownerName,
      paragraphs: [
        `${p.newLeads === 1 ? 'A new lead has' : `${formatCount(p.newLeads, locale)} new leads have`} come in for your event “${p.eventName}”. The event now has ${leads(p.totalLeads, locale)} in total.`,
      ],
      rows: null,
      button,
      closing: 'We bundle new leads: at most one such e-mail per event every 15 minutes. You can turn them off in the settings under “E-mail notifications”.',
    };
  }
  return {
    locale,
    subject: p.newLeads === 1 ? `1 neuer Lead für „${p.eventName}“` : `${formatCount(p.newLeads, locale)} neue Leads für „${p.eventName}“`,
    name: p.ownerName,
    paragraphs: [
      `${p.newLeads === 1 ? 'ein neuer Lead ist' : `${formatCount(p.newLeads, locale)} neue Leads sind`} für dein Event „${p.eventName}“ eingegangen. Insgesamt hat das Event jetzt ${leads(p.totalLeads, locale)}.`,
    ],
    rows: null,
    button,
    closing: 'Wir fassen neue Leads zusammen: höchstens eine solche E-Mail pro Event alle 15 Minuten. Abschalten kannst du sie in den Einstellungen unter „E-Mail-Benachrichtigungen“.',
  };
}

/** One event's line in the weekly report. */
export interface ReportedEvent extends PeriodFigures {
  name: string;
}

/** Monday 08:00: the last seven days per event, in the organiser's language. */
export function weeklyReportMail(p: { ownerName: string; fromDate: string; toDate: string; events: ReportedEvent[]; appUrl: string; locale: Locale }): OrganiserMailContent {
  const { locale } = p;
  const newLeads = p.events.reduce((sum, e) => sum + e.newLeads, 0);
  const total = p.events.reduce((sum, e) => sum + e.totalLeads, 0);
  const confirmed = p.events.reduce((sum, e) => sum + e.confirmedLeads, 0);
  const from = formatCalendarDate(p.fromDate, locale);
  const to = formatCalendarDate(p.toDate, locale);
  const percent = (part: number, whole: number) => formatPercent(part, whole, locale);
  const count = (n: number) => formatCount(n, locale);
  if (locale === 'en') {
    return {
      locale,
      subject: `Your FairLeads weekly report: ${newLeadsWord(newLeads, locale)}`,
      name: p.ownerName,
      paragraphs: [
        `From ${from} to ${to} you received ${newLeadsWord(newLeads, locale)}. Your events have ${leads(total, locale)} together, ${percent(confirmed, total)} of them confirmed.`,
        'This is how each event is doing (new in the last 7 days · total · confirmation rate):',
      ],
      rows: p.events.map((e) => ({ label: e.name, value: `${count(e.newLeads)} new · ${count(e.totalLeads)} total · ${percent(e.confirmedLeads, e.totalLeads)} confirmed` })),
      button: { text: 'Go to the dashboard', url: `${p.appUrl}/dashboard` },
      closing: 'You can turn off the weekly report in the settings under “E-mail notifications”.',
    };
  }
  return {
    locale,
    subject: `Dein FairLeads-Wochenbericht: ${newLeadsWord(newLeads, locale)}`,
    name: p.ownerName,
    paragraphs: [
      `vom ${from} bis ${to} sind ${newLeadsWord(newLeads, locale)} bei dir eingegangen. Deine Events haben zusammen ${leads(total, locale)}, davon ${percent(confirmed, total)} bestätigt.`,
      'So sieht es pro Event aus (neu in den letzten 7 Tagen · gesamt · Bestätigungsrate):',
    ],
    rows: p.events.map((e) => ({ label: e.name, value: `${count(e.newLeads)} neu · ${count(e.totalLeads)} gesamt · ${percent(e.confirmedLeads, e.totalLeads)} bestätigt` })),
    button: { text: 'Zum Dashboard', url: `${p.appUrl}/dashboard` },
    closing: 'Den Wochenbericht kannst du in den Einstellungen unter „E-Mail-Benachrichtigungen“ abschalten.',
  };
}

/** The cap's use as the English event card says it: '10 of 10 (1 deleted)' (leadCapUsage says it in German). */
function capUsage(capturedLeadCount: number, leadCount: number, locale: Locale): string {
  if (locale === 'de') return leadCapUsage(capturedLeadCount, leadCount);
  const used = Math.min(capturedLeadCount, FREE_EVENT_LEAD_LIMIT);
  const erased = Math.max(0, capturedLeadCount - leadCount);
  return `${formatCount(used, locale)} of ${formatCount(FREE_EVENT_LEAD_LIMIT, locale)}${erased > 0 ? ` (${formatCount(erased, locale)} deleted)` : ''}`;
}

/**
 * The warnings before the free event's cap: near it, and at the cap itself, in the organiser's
 * language. The figures are the event view's (`capturedLeadCount`, `leadCount`), said as the
 * event card says them ('10 von 10 (1 gelöscht)'), so a list of 9 beside a full cap explains
 * itself. Both lead to the SPA's upgrade of this event (`/events?upgrade=<id>`: buy a credit,
 * then lift the cap), so the organiser lifts the limit in one click.
 */
export function leadLimitWarningMail(p: {
  ownerName: string;
  eventId: string;
  eventName: string;
  capturedLeadCount: number;
  leadCount: number;
  appUrl: string;
  locale: Locale;
}): OrganiserMailContent {
  const { locale } = p;
  const price = locale === 'de' ? `${formatEuros(PRICE_PER_CREDIT_CENTS, locale)} €` : `€${formatEuros(PRICE_PER_CREDIT_CENTS, locale)}`;
  const url = `${p.appUrl}/events?upgrade=${encodeURIComponent(p.eventId)}`;
  const usage = capUsage(p.capturedLeadCount, p.leadCount, locale);
  const wasErased = p.capturedLeadCount > p.leadCount;
  const full = p.capturedLeadCount >= FREE_EVENT_LEAD_LIMIT;
  const left = FREE_EVENT_LEAD_LIMIT - p.capturedLeadCount;
  if (locale === 'en') {
    const erased = wasErased ? ' Deleted leads keep their place in the limit.' : '';
    const keeps = 'The link, QR code and all leads so far stay as they are.';
    const common = {
      locale,
      name: p.ownerName,
      rows: null,
      button: { text: `Lift the limit – ${price}`, url },
      closing: 'This e-mail is about the limit of your free event and comes only once per event.',
    };
    if (full) {
      return {
        ...common,
        subject: `Lead limit reached: “${p.eventName}” no longer accepts leads`,
        paragraphs: [
          `Your free event “${p.eventName}” has reached its lead limit: ${usage}.${erased} From now on the form shows visitors a neutral note that it is closed and accepts no further leads.`,
          `If you lift the limit for ${price} (plus VAT), the same form accepts unlimited leads again at once. ${keeps}`,
        ],
      };
    }
    return {
      ...common,
      subject: `${leads(left, locale)} left for “${p.eventName}”`,
      paragraphs: [
        `Your free event “${p.eventName}” has almost reached its lead limit: ${usage}.${erased} ${left === 1 ? '1 lead is' : `${formatCount(left, locale)} leads are`} left; after that the form accepts no further leads.`,
        `So that you don’t lose a contact at the stand, you can lift the limit now for ${price} (plus VAT): the event then accepts unlimited leads. ${keeps}`,
      ],
    };
  }
  // erased leads keep their slot: without this the bracket would leave the organiser guessing
  const erased = wasErased ? ' Gelöschte Leads belegen ihren Platz im Limit weiter.' : '';
  const keeps = 'Link, QR-Code und alle bisherigen Leads bleiben, wie sie sind.';
  const common = {
    locale,
    name: p.ownerName,
    rows: null,
    button: { text: `Limit aufheben – ${price}`, url },
    closing: 'Diese E-Mail betrifft das Limit deines kostenlosen Events und kommt pro Event nur einmal.',
  };
  if (full) {
    return {
      ...common,
      subject: `Lead-Limit erreicht: „${p.eventName}“ nimmt keine Leads mehr an`,
      paragraphs: [
        `dein kostenloses Event „${p.eventName}“ hat sein Lead-Limit erreicht: ${usage}.${erased} Ab jetzt zeigt das Formular Besuchern einen neutralen Hinweis, dass es geschlossen ist, und nimmt keine weiteren Leads an.`,
        `Hebst du das Limit für ${price} (zzgl. USt.) auf, nimmt dasselbe Formular sofort wieder unbegrenzt Leads an. ${keeps}`,
      ],
    };
  }
  return {
    ...common,
    subject: `Noch ${leads(left, locale)} frei für „${p.eventName}“`,
    paragraphs: [
      `dein kostenloses Event „${p.eventName}“ hat sein Lead-Limit fast erreicht: ${usage}.${erased} Es ${left === 1 ? 'bleibt noch 1 Lead' : `bleiben noch ${formatCount(left, locale)} Leads`}; danach nimmt das Formular keine weiteren Leads an.`,
      `Damit dir am Stand kein Kontakt verloren geht, kannst du das Limit jetzt für ${price} (zzgl. USt.) aufheben: Das Event nimmt dann unbegrenzt Leads an. ${keeps}`,
    ],
  };
}
