import { germanDate } from '../../../common/time/business-time';
import { leadsWord } from '../../lead-log';
import type { OrganiserMailContent } from '../../mailing';

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
