import type { LeadActor, LeadRating, StoredLeadEvent } from '../../lead-log';

export const RATING_LABELS: Record<LeadRating, string> = { hot: 'heiß', warm: 'warm', cold: 'kalt' };

export const EXPORT_FORMAT_LABELS = { crm: 'CSV (CRM)', excel: 'Excel (Deutsch)' } as const;

export interface TimelineEntry {
  type: string;
  at: Date;
  actor: 'visitor' | 'organiser' | 'system';
  /** What happened, in German, as the detail panel and the consent proof show it (with who did it, when the fact names them). */
  label: string;
  /** Who did it, under the name they had then: a member, a stand device or an API key; null when the fact names no one (older facts, the visitor's, the system's). */
  by: { kind: LeadActor['kind']; name: string } | null;
}

/** One line per fact of the lead's log, oldest first. */
export function timelineOf(stream: readonly StoredLeadEvent[]): TimelineEntry[] {
  return stream.map((event) => {
    const by = actorOf(event);
    return { type: event.type, at: event.occurredAt, actor: event.metadata.actor ?? 'system', label: withActor(labelOf(event), event, by), by: by && { kind: by.kind, name: by.name } };
  });
}

function actorOf(event: StoredLeadEvent): LeadActor | null {
  const actor = (event.data as { actor?: LeadActor }).actor;
  return actor && (actor.kind === 'member' || actor.kind === 'device' || actor.kind === 'api-key') && typeof actor.name === 'string' ? actor : null;
}

/**
 * 'Notiz geändert · von Olga Schneider'; a stand's submit reads 'Über Stand-Gerät „Tablet 1“ erfasst', a member's
 * 'Von Olga Schneider am Stand erfasst';
 * an integration's qualification 'Bewertung: heiß · über API-Schlüssel „Zapier“'.
 */
function withActor(label: string, event: StoredLeadEvent, by: LeadActor | null): string {
  if (!by) return label;
  if (by.kind === 'api-key') return `${label} · über API-Schlüssel „${by.name}“`;
  if (by.kind === 'device') return event.type === 'LeadCaptured' ? `Über Stand-Gerät „${by.name}“ erfasst, Einwilligung erteilt` : `${label} · über Stand-Gerät „${by.name}“`;
  if (event.type === 'LeadCaptured') return `Von ${by.name} am Stand erfasst, Einwilligung erteilt`;
  return `${label} · von ${by.name}`;
}

function labelOf(event: StoredLeadEvent): string {
  switch (event.type) {
    case 'LeadCaptured':
      return 'Formular abgeschickt, Einwilligung erteilt';
    case 'DoiMailSent':
      return 'Bestätigungs-E-Mail gesendet';
    case 'DoiResendRequested':
      return (event.data as StoredLeadEvent<'DoiResendRequested'>['data']).by === 'organiser'
        ? 'Bestätigungs-E-Mail erneut gesendet (vom Aussteller)'
        : 'Bestätigungs-E-Mail erneut angefordert (vom Besucher)';
    case 'LeadConfirmed':
      return 'E-Mail-Adresse bestätigt (Double Opt-In)';
    case 'WelcomeMailSent':
      return 'Willkommens-E-Mail gesendet';
    case 'WelcomeResendRequested':
      return 'Willkommens-E-Mail erneut angefordert';
    case 'LeadQualified': {
      const data = event.data as StoredLeadEvent<'LeadQualified'>['data'];
      const rating = data.rating ? `Bewertung: ${RATING_LABELS[data.rating]}` : 'Bewertung entfernt';
      return data.tags.length ? `${rating} · Tags: ${data.tags.join(', ')}` : rating;
    }
    case 'LeadNoted':
      return (event.data as StoredLeadEvent<'LeadNoted'>['data']).length ? 'Notiz geändert' : 'Notiz gelöscht';
    case 'LeadExported':
      return `Exportiert: ${EXPORT_FORMAT_LABELS[(event.data as StoredLeadEvent<'LeadExported'>['data']).format] ?? 'CSV'}`;
    case 'LeadDownloaded':
      return 'Download über den Link der Willkommens-E-Mail geöffnet';
    case 'LeadErased':
      return 'Personenbezogene Daten gelöscht';
    case 'FollowUpSent':
      return `Follow-up ${(event.data as StoredLeadEvent<'FollowUpSent'>['data']).step} gesendet`;
    case 'FollowUpStopped': {
      const afterStep = (event.data as StoredLeadEvent<'FollowUpStopped'>['data']).afterStep;
      return afterStep > 0 ? `Follow-ups abbestellt (nach Follow-up ${afterStep})` : 'Follow-ups abbestellt';
    }
    default:
      return event.type;
  }
}
