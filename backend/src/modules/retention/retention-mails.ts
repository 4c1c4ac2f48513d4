import type { OrganiserMailContent } from '../mailing';
import type { EventFigures } from './retention.repository';

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' */
export function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);
const percent = (part: number, whole: number) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(whole > 0 ? (part / whole) * 100 : 0)} %`;
const leadsWord = (n: number) => (n === 1 ? '1 Lead' : `${count(n)} Leads`);

export interface LifecycleMailFacts {
  ownerName: string;
  eventName: string;
  endDate: string;
  backupDate: string;
  deletionDate: string;
  leadCount: number;
  appUrl: string;
  supportEmail: string;
}

const ARCHIVE_NOTE = 'Archivieren ändert an diesen Terminen nichts: Auch archivierte Events folgen demselben Zeitplan.';
const closing = (f: LifecycleMailFacts) =>
  `Du brauchst die Daten länger oder hast Fragen zur Löschung? Schreib uns an ${f.supportEmail}.`;
const leadsButton = (f: LifecycleMailFacts) => ({ text: 'Leads ansehen und exportieren', url: `${f.appUrl}/leads` });

/** 7 days before the backup. */
export function backupNoticeMail(f: LifecycleMailFacts): OrganiserMailContent {
  return {
    subject: `Backup deiner Leads von „${f.eventName}“ am ${germanDate(f.backupDate)}`,
    name: f.ownerName,
    paragraphs: [
      `dein Event „${f.eventName}“ ist am ${germanDate(f.endDate)} zu Ende gegangen, das Formular ist geschlossen. Am ${germanDate(f.backupDate)} schicken wir dir automatisch ein Backup aller ${leadsWord(f.leadCount)} als CSV-Datei an diese Adresse.`,
      `Am ${germanDate(f.deletionDate)} löschen wir die Leads dieses Events endgültig, so wie es FairLeads dir und deinen Besuchern zusagt. Bis dahin kannst du sie jederzeit selbst ansehen und als CSV exportieren.`,
      ARCHIVE_NOTE,
    ],
    rows: null,
    button: leadsButton(f),
    closing: closing(f),
  };
}

/** The backup itself, with the CSV attached. */
export function backupMail(f: LifecycleMailFacts): OrganiserMailContent {
  return {
    subject: `Backup deiner Leads von „${f.eventName}“ (CSV)`,
    name: f.ownerName,
    paragraphs: [
      `anbei findest du alle ${leadsWord(f.leadCount)} deines Events „${f.eventName}“ als CSV-Datei, mit denselben Spalten wie beim Export in FairLeads.`,
      `Am ${germanDate(f.deletionDate)} löschen wir die Leads dieses Events endgültig. Bewahre die Datei sicher auf: Sie enthält personenbezogene Daten deiner Besucher.`,
    ],
    rows: null,
    button: leadsButton(f),
    closing: closing(f),
  };
}

/** 7 days before the deletion. */
export function deletionNoticeMail(f: LifecycleMailFacts): OrganiserMailContent {
  return {
    subject: `Am ${germanDate(f.deletionDate)} löschen wir die Leads von „${f.eventName}“`,
    name: f.ownerName,
    paragraphs: [
      `am ${germanDate(f.deletionDate)} löschen wir alle ${leadsWord(f.leadCount)} deines Events „${f.eventName}“ endgültig, mit Namen, E-Mail-Adressen und allen Aktivitäten. Danach lassen sie sich nicht wiederherstellen; in der Statistik bleibt nur ihre Anzahl.`,
      `Das Backup als CSV-Datei haben wir dir am ${germanDate(f.backupDate)} geschickt. Bis zur Löschung kannst du die Leads jederzeit noch einmal exportieren.`,
      ARCHIVE_NOTE,
    ],
    rows: null,
    button: leadsButton(f),
    closing: closing(f),
  };
}

/** The batched new-lead mail: counts only, no visitor's data in the inbox. */
export function leadDigestMail(p: { ownerName: string; eventName: string; newLeads: number; totalLeads: number; appUrl: string }): OrganiserMailContent {
  return {
    subject: p.newLeads === 1 ? `1 neuer Lead für „${p.eventName}“` : `${count(p.newLeads)} neue Leads für „${p.eventName}“`,
    name: p.ownerName,
    paragraphs: [
      `${p.newLeads === 1 ? 'ein neuer Lead ist' : `${count(p.newLeads)} neue Leads sind`} für dein Event „${p.eventName}“ eingegangen. Insgesamt hat das Event jetzt ${leadsWord(p.totalLeads)}.`,
    ],
    rows: null,
    button: { text: 'Leads ansehen', url: `${p.appUrl}/leads` },
    closing: 'Wir fassen neue Leads zusammen: höchstens eine solche E-Mail pro Event alle 15 Minuten. Abschalten kannst du sie in den Einstellungen unter „E-Mail-Benachrichtigungen“.',
  };
}

/** Monday 08:00: the last seven days per event. */
export function weeklyReportMail(p: { ownerName: string; fromDate: string; toDate: string; events: EventFigures[]; appUrl: string }): OrganiserMailContent {
  const newLeads = p.events.reduce((sum, e) => sum + e.newLeads, 0);
  const total = p.events.reduce((sum, e) => sum + e.totalLeads, 0);
  const confirmed = p.events.reduce((sum, e) => sum + e.confirmedLeads, 0);
  return {
    subject: `Dein FairLeads-Wochenbericht: ${newLeads === 1 ? '1 neuer Lead' : `${count(newLeads)} neue Leads`}`,
    name: p.ownerName,
    paragraphs: [
      `vom ${germanDate(p.fromDate)} bis ${germanDate(p.toDate)} sind ${newLeads === 1 ? '1 neuer Lead' : `${count(newLeads)} neue Leads`} bei dir eingegangen. Deine Events haben zusammen ${leadsWord(total)}, davon ${percent(confirmed, total)} bestätigt.`,
      'So sieht es pro Event aus (neu in den letzten 7 Tagen · gesamt · Bestätigungsrate):',
    ],
    rows: p.events.map((e) => ({
      label: e.name,
      value: `${count(e.newLeads)} neu · ${count(e.totalLeads)} gesamt · ${percent(e.confirmedLeads, e.totalLeads)} bestätigt`,
    })),
    button: { text: 'Zum Dashboard', url: `${p.appUrl}/dashboard` },
    closing: 'Den Wochenbericht kannst du in den Einstellungen unter „E-Mail-Benachrichtigungen“ abschalten.',
  };
}
