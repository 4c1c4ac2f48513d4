import { germanDate } from '../../../common/time/business-time';
import type { OrganiserMailContent } from '../../mailing';
import { germanCount, leadsWord } from '../lead-words';
import type { PeriodFigures } from '../services/lead-figures.service';

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
