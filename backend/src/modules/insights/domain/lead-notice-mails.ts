import { FREE_EVENT_LEAD_LIMIT, leadCapUsage } from '@fairleads/shared/event-rules';
import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { germanDate } from '../../../common/time/business-time';
import type { OrganiserMailContent } from '../../mailing';
import { germanCount, leadsWord, type PeriodFigures } from '../../lead-log';

const percent = (part: number, whole: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(whole > 0 ? (part / whole) * 100 : 0)} %`;

/** The batched new-lead mail: counts only, no visitor's data in the inbox. */
export function leadDigestMail(p: { ownerName: string; eventName: string; newLeads: number; totalLeads: number; appUrl: string }): OrganiserMailContent {
  return {
    subject: p.newLeads === 1 ? `1 neuer Lead für „${p.eventName}“` : `${germanCount(p.newLeads)} neue Leads für „${p.eventName}“`,
    name: p.ownerName,
    paragraphs: [
      `${p.newLeads === 1 ? 'ein neuer Lead ist' : `${germanCount(p.newLeads)} neue Leads sind`} für dein Event „${p.eventName}“ eingegangen. Insgesamt hat das Event jetzt ${leadsWord(p.totalLeads)}.`,
    ],
    rows: null,
    button: { text: 'Leads ansehen', url: `${p.appUrl}/leads` },
    closing: 'Wir fassen neue Leads zusammen: höchstens eine solche E-Mail pro Event alle 15 Minuten. Abschalten kannst du sie in den Einstellungen unter „E-Mail-Benachrichtigungen“.',
  };
}

/** One event's line in the weekly report. */
export interface ReportedEvent extends PeriodFigures {
  name: string;
}

/** Monday 08:00: the last seven days per event. */
export function weeklyReportMail(p: { ownerName: string; fromDate: string; toDate: string; events: ReportedEvent[]; appUrl: string }): OrganiserMailContent {
  const newLeads = p.events.reduce((sum, e) => sum + e.newLeads, 0);
  const total = p.events.reduce((sum, e) => sum + e.totalLeads, 0);
  const confirmed = p.events.reduce((sum, e) => sum + e.confirmedLeads, 0);
  return {
    subject: `Dein FairLeads-Wochenbericht: ${newLeads === 1 ? '1 neuer Lead' : `${germanCount(newLeads)} neue Leads`}`,
    name: p.ownerName,
    paragraphs: [
      `vom ${germanDate(p.fromDate)} bis ${germanDate(p.toDate)} sind ${newLeads === 1 ? '1 neuer Lead' : `${germanCount(newLeads)} neue Leads`} bei dir eingegangen. Deine Events haben zusammen ${leadsWord(total)}, davon ${percent(confirmed, total)} bestätigt.`,
      'So sieht es pro Event aus (neu in den letzten 7 Tagen · gesamt · Bestätigungsrate):',
    ],
    rows: p.events.map((e) => ({
      label: e.name,
      value: `${germanCount(e.newLeads)} neu · ${germanCount(e.totalLeads)} gesamt · ${percent(e.confirmedLeads, e.totalLeads)} bestätigt`,
    })),
    button: { text: 'Zum Dashboard', url: `${p.appUrl}/dashboard` },
    closing: 'Den Wochenbericht kannst du in den Einstellungen unter „E-Mail-Benachrichtigungen“ abschalten.',
  };
}

const euros = (cents: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(cents / 100);

/**
 * The warnings before the free event's cap: near it, and at the cap itself. The figures are the
 * event view's (`capturedLeadCount`, `leadCount`), said as the event card says them
 * ('10 von 10 (1 gelöscht)'), so a list of 9 beside a full cap explains itself. Both lead to the
 * SPA's upgrade of this event (`/events?upgrade=<id>`: buy a credit, then lift the cap), so the
 * organiser lifts the limit in one click.
 */
export function leadLimitWarningMail(p: {
  ownerName: string;
  eventId: string;
  eventName: string;
  capturedLeadCount: number;
  leadCount: number;
  appUrl: string;
}): OrganiserMailContent {
  const price = `${euros(PRICE_PER_CREDIT_CENTS)} €`;
  const button = { text: `Limit aufheben – ${price}`, url: `${p.appUrl}/events?upgrade=${encodeURIComponent(p.eventId)}` };
  const usage = leadCapUsage(p.capturedLeadCount, p.leadCount);
  // erased leads keep their slot: without this the bracket would leave the organiser guessing
  const erased = p.capturedLeadCount > p.leadCount ? ' Gelöschte Leads belegen ihren Platz im Limit weiter.' : '';
  const keeps = 'Link, QR-Code und alle bisherigen Leads bleiben, wie sie sind.';
  const closing = 'Diese E-Mail betrifft das Limit deines kostenlosen Events und kommt pro Event nur einmal.';
  if (p.capturedLeadCount >= FREE_EVENT_LEAD_LIMIT) {
    return {
      subject: `Lead-Limit erreicht: „${p.eventName}“ nimmt keine Leads mehr an`,
      name: p.ownerName,
      paragraphs: [
        `dein kostenloses Event „${p.eventName}“ hat sein Lead-Limit erreicht: ${usage}.${erased} Ab jetzt zeigt das Formular Besuchern einen neutralen Hinweis, dass es geschlossen ist, und nimmt keine weiteren Leads an.`,
        `Hebst du das Limit für ${price} (zzgl. USt.) auf, nimmt dasselbe Formular sofort wieder unbegrenzt Leads an. ${keeps}`,
      ],
      rows: null,
      button,
      closing,
    };
  }
  const left = FREE_EVENT_LEAD_LIMIT - p.capturedLeadCount;
  return {
    subject: `Noch ${left === 1 ? '1 Lead' : `${germanCount(left)} Leads`} frei für „${p.eventName}“`,
    name: p.ownerName,
    paragraphs: [
      `dein kostenloses Event „${p.eventName}“ hat sein Lead-Limit fast erreicht: ${usage}.${erased} Es ${left === 1 ? 'bleibt noch 1 Lead' : `bleiben noch ${germanCount(left)} Leads`}; danach nimmt das Formular keine weiteren Leads an.`,
      `Damit dir am Stand kein Kontakt verloren geht, kannst du das Limit jetzt für ${price} (zzgl. USt.) aufheben: Das Event nimmt dann unbegrenzt Leads an. ${keeps}`,
    ],
    rows: null,
    button,
    closing,
  };
}
