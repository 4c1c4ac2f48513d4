import { FIELD_BY_LABEL, propertyForLabel, type FieldMap } from './field-map';
import type { CrmProvider } from './crm-providers';

/** What a delivery reads of the lead, its person and its event when it runs. */
export interface CrmLeadSource {
  provider: CrmProvider;
  fieldMap: FieldMap;
  event: { name: string; customField1: string | null; customField2: string | null };
  lead: { rating: 'hot' | 'warm' | 'cold' | null; tags: string[]; createdAt: Date; confirmedAt: Date | null };
  person: { email: string; name: string | null; customField1: string | null; customField2: string | null };
  /** The consent text the visitor agreed to, from the lead's LeadCaptured fact. */
  consentText: string | null;
  /** The time zone the note states times in (TZ_BUSINESS). */
  timeZone: string;
}

/** The person as a CRM gets it: the own fields, the mapped properties and the first-time note. */
export interface CrmContactPayload {
  email: string;
  /** The visitor's name as given; null when the form did not ask. */
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Property name → value; '' clears a property that had a value (a rating taken back). */
  properties: Record<string, string>;
  /** The note's HTML: consent text and time, the event, and (Pipedrive) rating and tags. */
  noteHtml: string;
  /** A title for a Pipedrive lead: '<event>: <name>'. */
  leadTitle: string;
}

const RATING_WORDS = { hot: 'heiß', warm: 'warm', cold: 'kalt' } as const;

/** 'Berta Maria Besucherin' → first 'Berta Maria', last 'Besucherin'; one word is a first name. */
export function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const words = name?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (!words.length) return { firstName: null, lastName: null };
  if (words.length === 1) return { firstName: words[0], lastName: null };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function when(at: Date, timeZone: string): string {
  return `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at)} Uhr`;
}

/** The property a mapped key goes to: a custom field's default is chosen by its label in this event. */
function targetOf(source: CrmLeadSource, key: keyof FieldMap, label: string | null): string | null {
  const mapped = source.fieldMap[key];
  if (mapped === FIELD_BY_LABEL) return propertyForLabel(source.provider, label);
  return mapped;
}

/**
 * The CRM payload of a lead by the connection's field map (pure: the job reads, this decides).
 * A custom field goes only when its event asks it; the first of two keys mapped to the same
 * property wins.
 */
export function buildCrmContact(source: CrmLeadSource): CrmContactPayload {
  const { event, lead, person } = source;
  const rating = lead.rating ? RATING_WORDS[lead.rating] : '';
  const tags = lead.tags.join(', ');
  const values: [keyof FieldMap, string | null, string][] = [
    ['field1', event.customField1, person.customField1 ?? ''],
    ['field2', event.customField2, person.customField2 ?? ''],
    ['rating', 'rating', rating],
    ['tags', 'tags', tags],
    ['event', 'event', event.name],
  ];
  const properties: Record<string, string> = {};
  for (const [key, label, value] of values) {
    if ((key === 'field1' || key === 'field2') && !label) continue; // the event has no such field
    const property = targetOf(source, key, label);
    if (property && !(property in properties)) properties[property] = value;
  }

  const paragraphs: string[] = [];
  const captured = when(lead.createdAt, source.timeZone);
  paragraphs.push(`<strong>Lead von FairLeads</strong> – Event: ${escapeHtml(event.name)}`);
  if (source.consentText) paragraphs.push(`Einwilligung erteilt am ${captured}: „${escapeHtml(source.consentText)}“`);
  else paragraphs.push(`Erfasst am ${captured}`);
  if (lead.confirmedAt) paragraphs.push(`E-Mail-Adresse bestätigt am ${when(lead.confirmedAt, source.timeZone)}`);
  if (source.provider === 'pipedrive') {
    if (rating) paragraphs.push(`Bewertung: ${rating}`);
    if (tags) paragraphs.push(`Tags: ${escapeHtml(tags)}`);
    for (const [label, value] of [
      [event.customField1, person.customField1],
      [event.customField2, person.customField2],
    ] as const) {
      if (label && value) paragraphs.push(`${escapeHtml(label)}: ${escapeHtml(value)}`);
    }
  }

  return {
    email: person.email,
    name: person.name?.trim() || null,
    ...splitName(person.name),
    properties,
    noteHtml: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    leadTitle: `${event.name}: ${person.name?.trim() || person.email}`,
  };
}
