import { leadsTexts as t } from '../texts';
import type { LeadDetail } from '../types';

type TimelineEntry = LeadDetail['timeline'][number];

// until the OpenAPI types have this route: `by.kind` 'api-key' (a change through the public API's PATCH)
type TimelineActor = { kind: NonNullable<TimelineEntry['by']>['kind'] | 'api-key'; name: string } | null;

/**
 * The entry's label as the sheet shows it. What an API key did names the key, so it is not taken
 * for a member: 'Bewertung: heiß · über API-Schlüssel „Zapier“' (a plain '· von Zapier' the
 * server may have added is replaced; a label that names the key already stays).
 */
export function timelineLabel(entry: Omit<TimelineEntry, 'by'> & { by: TimelineActor }): string {
  const by = entry.by;
  if (by?.kind !== 'api-key') return entry.label;
  const named = t.byApiKey(by.name);
  if (entry.label.includes(named)) return entry.label;
  const plain = [` · von ${by.name}`, ` · über ${by.name}`].find((suffix) => entry.label.endsWith(suffix));
  const label = plain ? entry.label.slice(0, -plain.length) : entry.label;
  return `${label} · über ${named}`;
}
