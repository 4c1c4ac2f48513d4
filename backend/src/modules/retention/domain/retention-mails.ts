import { formatCalendarDate } from '../../../common/i18n/format';
import type { Locale } from '../../../common/i18n/locale';
import { leadsWord } from '../../lead-log';
import type { OrganiserMailContent } from '../../mailing';

export interface LifecycleMailFacts {
  ownerName: string;
  /** The owner's language: the mails are in it. */
  locale: Locale;
  eventName: string;
  endDate: string;
  backupDate: string;
  deletionDate: string;
  leadCount: number;
  appUrl: string;
  supportEmail: string;
}

/** The facts as the mails say them: dates and counts in the owner's language. */
interface Said {
  event: string;
  end: string;
  backup: string;
  deletion: string;
  leads: string;
  supportEmail: string;
}

interface LifecycleWords {
  archiveNote: string;
  closing: (f: Said) => string;
  leadsButton: string;
  backupNotice: { subject: (f: Said) => string; paragraphs: (f: Said) => string[] };
  backup: { subject: (f: Said) => string; paragraphs: (f: Said) => string[] };
  deletionNotice: { subject: (f: Said) => string; paragraphs: (f: Said) => string[] };
}

const WORDS: Readonly<Record<Locale, LifecycleWords>> = {
  de: {
    archiveNote: 'Archivieren ändert an diesen Terminen nichts: Auch archivierte Events folgen demselben Zeitplan.',
    closing: (f) => `Du brauchst die Daten länger oder hast Fragen zur Löschung? Schreib uns an ${f.supportEmail}.`,
    leadsButton: 'Leads ansehen und exportieren',
    backupNotice: {
      subject: (f) => `Backup deiner Leads von „${f.event}“ am ${f.backup}`,
      paragraphs: (f) => [
        `dein Event „${f.event}“ ist am ${f.end} zu Ende gegangen, das Formular ist geschlossen. Am ${f.backup} schicken wir dir automatisch ein Backup aller ${f.leads} als CSV-Datei an diese Adresse.`,
        `Am ${f.deletion} löschen wir die Leads dieses Events endgültig, so wie es FairLeads dir und deinen Besuchern zusagt. Bis dahin kannst du sie jederzeit selbst ansehen und als CSV exportieren.`,
      ],
    },
    backup: {
      subject: (f) => `Backup deiner Leads von „${f.event}“ (CSV)`,
      paragraphs: (f) => [
        `anbei findest du alle ${f.leads} deines Events „${f.event}“ als CSV-Datei, mit denselben Spalten wie beim Export in FairLeads.`,
        `Am ${f.deletion} löschen wir die Leads dieses Events endgültig. Bewahre die Datei sicher auf: Sie enthält personenbezogene Daten deiner Besucher.`,
      ],
    },
    deletionNotice: {
      subject: (f) => `Am ${f.deletion} löschen wir die Leads von „${f.event}“`,
      paragraphs: (f) => [
        `am ${f.deletion} löschen wir alle ${f.leads} deines Events „${f.event}“ endgültig, mit Namen, E-Mail-Adressen und allen Aktivitäten. Danach lassen sie sich nicht wiederherstellen; in der Statistik bleibt nur ihre Anzahl.`,
        `Das Backup als CSV-Datei haben wir dir am ${f.backup} geschickt. Bis zur Löschung kannst du die Leads jederzeit noch einmal exportieren.`,
      ],
    },
  },
  en: {
    archiveNote: 'Archiving does not change these dates: archived events follow the same schedule.',
    closing: (f) => `Do you need the data for longer or have questions about the deletion? Write to us at ${f.supportEmail}.`,
    leadsButton: 'View and export leads',
    backupNotice: {
      subject: (f) => `Backup of your leads from “${f.event}” on ${f.backup}`,
      paragraphs: (f) => [
        `Your event “${f.event}” ended on ${f.end} and its form is closed. On ${f.backup} we will automatically send a backup of all ${f.leads} as a CSV file to this address.`,
        `On ${f.deletion} we will delete this event’s leads for good, as FairLeads promises you and your visitors. Until then you can view them and export them as CSV at any time.`,
      ],
    },
    backup: {
      subject: (f) => `Backup of your leads from “${f.event}” (CSV)`,
      paragraphs: (f) => [
        `Attached you will find all ${f.leads} of your event “${f.event}” as a CSV file, with the same columns as the export in FairLeads.`,
        `On ${f.deletion} we will delete this event’s leads for good. Keep the file safe: it contains your visitors’ personal data.`,
      ],
    },
    deletionNotice: {
      subject: (f) => `On ${f.deletion} we will delete the leads of “${f.event}”`,
      paragraphs: (f) => [
        `On ${f.deletion} we will delete all ${f.leads} of your event “${f.event}” for good, with names, e-mail addresses and all activities. After that they cannot be restored; only their number remains in the statistics.`,
        `We sent you the backup as a CSV file on ${f.backup}. Until the deletion you can export the leads again at any time.`,
      ],
    },
  },
};

function said(f: LifecycleMailFacts): Said {
  return {
    event: f.eventName,
    end: formatCalendarDate(f.endDate, f.locale),
    backup: formatCalendarDate(f.backupDate, f.locale),
    deletion: formatCalendarDate(f.deletionDate, f.locale),
    leads: leadsWord(f.leadCount, f.locale),
    supportEmail: f.supportEmail,
  };
}

function lifecycleMail(f: LifecycleMailFacts, kind: 'backupNotice' | 'backup' | 'deletionNotice', withArchiveNote: boolean): OrganiserMailContent {
  const words = WORDS[f.locale];
  const s = said(f);
  return {
    locale: f.locale,
    subject: words[kind].subject(s),
    name: f.ownerName,
    paragraphs: [...words[kind].paragraphs(s), ...(withArchiveNote ? [words.archiveNote] : [])],
    rows: null,
    button: { text: words.leadsButton, url: `${f.appUrl}/leads` },
    closing: words.closing(s),
  };
}

/** 7 days before the backup. */
export function backupNoticeMail(f: LifecycleMailFacts): OrganiserMailContent {
  return lifecycleMail(f, 'backupNotice', true);
}

/** The backup itself, with the CSV attached. */
export function backupMail(f: LifecycleMailFacts): OrganiserMailContent {
  return lifecycleMail(f, 'backup', false);
}

/** 7 days before the deletion. */
export function deletionNoticeMail(f: LifecycleMailFacts): OrganiserMailContent {
  return lifecycleMail(f, 'deletionNotice', true);
}
