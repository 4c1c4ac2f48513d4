import type { CrmProvider } from './crm-providers';

/** The lead's fields an organiser maps to CRM properties (name and e-mail always go to the person's own). */
export const FIELD_MAP_KEYS = ['field1', 'field2', 'rating', 'tags', 'event'] as const;
export type FieldMapKey = (typeof FIELD_MAP_KEYS)[number];

/**
 * The value of `field1`/`field2` that maps a custom field by the event's label of it (the
 * default): each event names its own custom fields, so the property is chosen when a lead is
 * sent, from its event's label. It cannot be a property name (those match CRM_PROPERTY).
 */
export const FIELD_BY_LABEL = '@label';

/** A CRM property's internal name (HubSpot's `company`, a Pipedrive custom field's key). */
export const CRM_PROPERTY = /^[a-z0-9_]{1,100}$/;

/** A property name, FIELD_BY_LABEL (custom fields only), or null: not sent. */
export type FieldMap = Record<FieldMapKey, string | null>;

/** The properties FairLeads makes in a HubSpot portal on connect (group `fairleads`). */
export const HUBSPOT_CUSTOM_PROPERTIES = [
  { name: 'fairleads_rating', label: 'FairLeads Bewertung' },
  { name: 'fairleads_tags', label: 'FairLeads Tags' },
  { name: 'fairleads_event', label: 'FairLeads Event' },
] as const;
export const HUBSPOT_PROPERTY_GROUP = { name: 'fairleads', label: 'FairLeads' } as const;

/**
 * A new connection's map. HubSpot: rating, tags and event to the properties made on connect;
 * Pipedrive: those three go in the note (a Pipedrive custom field's key is the account's own).
 * Custom fields by their label in both.
 */
export function defaultFieldMap(provider: CrmProvider): FieldMap {
  return provider === 'hubspot'
    ? { field1: FIELD_BY_LABEL, field2: FIELD_BY_LABEL, rating: 'fairleads_rating', tags: 'fairleads_tags', event: 'fairleads_event' }
    : { field1: FIELD_BY_LABEL, field2: FIELD_BY_LABEL, rating: null, tags: null, event: null };
}

/** A stored map read back: what it lacks is the default (a map stored before a key existed). */
export function completeFieldMap(provider: CrmProvider, stored: Partial<Record<string, string | null>> | null): FieldMap {
  const map = defaultFieldMap(provider);
  for (const key of FIELD_MAP_KEYS) if (stored && key in stored) map[key] = stored[key] ?? null;
  return map;
}

const LABEL_GUESSES: Record<CrmProvider, { property: string; labels: string[] }[]> = {
  hubspot: [
    { property: 'company', labels: ['firma', 'company', 'unternehmen', 'firmenname', 'company name'] },
    { property: 'phone', labels: ['telefon', 'phone', 'telefonnummer', 'phone number', 'tel', 'tel.'] },
    { property: 'jobtitle', labels: ['position', 'job title', 'jobtitel', 'funktion'] },
  ],
  pipedrive: [
    { property: 'org_name', labels: ['firma', 'company', 'unternehmen', 'firmenname', 'company name'] },
    { property: 'phone', labels: ['telefon', 'phone', 'telefonnummer', 'phone number', 'tel', 'tel.'] },
  ],
};

/** The CRM's own property for a custom field's label (Firma → company, …), else null: not sent. */
export function propertyForLabel(provider: CrmProvider, label: string | null): string | null {
  const key = label?.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[:*]+$/, '');
  if (!key) return null;
  return LABEL_GUESSES[provider].find((guess) => guess.labels.includes(key))?.property ?? null;
}
