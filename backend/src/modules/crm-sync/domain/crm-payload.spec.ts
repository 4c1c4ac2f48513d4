import { buildCrmContact, splitName, type CrmLeadSource } from './crm-payload';
import { completeFieldMap, defaultFieldMap, propertyForLabel } from './field-map';

const source = (overrides: Partial<CrmLeadSource> = {}): CrmLeadSource => ({
  provider: 'hubspot',
  fieldMap: defaultFieldMap('hubspot'),
  event: { name: 'Messe <Köln>', customField1: 'Firma', customField2: 'Lieblingsfarbe' },
  lead: { rating: 'hot', tags: ['Messe', 'VIP'], createdAt: new Date('2026-03-02T09:30:00Z'), confirmedAt: new Date('2026-03-02T10:00:00Z') },
  person: { email: 'berta@example.org', name: 'Berta Maria Besucherin', customField1: 'Muster AG', customField2: 'Blau' },
  consentText: 'Ich willige ein.',
  timeZone: 'Europe/Berlin',
  ...overrides,
});

describe('the CRM payload of a lead', () => {
  it('maps HubSpot by default: custom field by label, rating, tags and event to the fairleads properties', () => {
    const payload = buildCrmContact(source());
    expect(payload).toMatchObject({ email: 'berta@example.org', firstName: 'Berta Maria', lastName: 'Besucherin' });
    expect(payload.properties).toEqual({ company: 'Muster AG', fairleads_rating: 'heiß', fairleads_tags: 'Messe, VIP', fairleads_event: 'Messe <Köln>' });
    expect(payload.noteHtml).toContain('Einwilligung erteilt am 02.03.2026, 10:30 Uhr: „Ich willige ein.“');
    expect(payload.noteHtml).toContain('Messe &lt;Köln&gt;');
    expect(payload.noteHtml).toContain('bestätigt am 02.03.2026, 11:00 Uhr');
    expect(payload.noteHtml).not.toContain('Bewertung');
  });

  it('follows an explicit map: a property, null for not sent, and clears a rating taken back', () => {
    const fieldMap = completeFieldMap('hubspot', { field1: null, field2: 'favourite_colour', rating: 'lead_rating', tags: null });
    const payload = buildCrmContact(source({ fieldMap, lead: { rating: null, tags: [], createdAt: new Date(), confirmedAt: null } }));
    expect(payload.properties).toEqual({ favourite_colour: 'Blau', lead_rating: '', fairleads_event: 'Messe <Köln>' });
  });

  it('sends a custom field only when the event asks it', () => {
    const payload = buildCrmContact(source({ event: { name: 'Expo', customField1: null, customField2: null }, fieldMap: completeFieldMap('hubspot', { field1: 'company' }) }));
    expect(payload.properties).not.toHaveProperty('company');
  });

  it('puts rating, tags and the answers in the Pipedrive note, the label guesses on the person', () => {
    const payload = buildCrmContact(source({ provider: 'pipedrive', fieldMap: defaultFieldMap('pipedrive'), event: { name: 'Expo', customField1: 'Telefon', customField2: 'Company' } }));
    expect(payload.properties).toEqual({ phone: 'Muster AG', org_name: 'Blau' });
    expect(payload.noteHtml).toContain('<p>Bewertung: heiß</p>');
    expect(payload.noteHtml).toContain('<p>Tags: Messe, VIP</p>');
    expect(payload.leadTitle).toBe('Expo: Berta Maria Besucherin');
    expect(buildCrmContact(source({ person: { email: 'x@example.org', name: null, customField1: null, customField2: null } })).leadTitle).toBe('Messe <Köln>: x@example.org');
  });

  it('splits names and guesses properties by label', () => {
    expect(splitName('  Berta  ')).toEqual({ firstName: 'Berta', lastName: null });
    expect(splitName(null)).toEqual({ firstName: null, lastName: null });
    expect(propertyForLabel('hubspot', ' Position: ')).toBe('jobtitle');
    expect(propertyForLabel('hubspot', 'Phone')).toBe('phone');
    expect(propertyForLabel('pipedrive', 'Position')).toBeNull();
    expect(propertyForLabel('pipedrive', 'Firma')).toBe('org_name');
    expect(propertyForLabel('hubspot', 'Lieblingsfarbe')).toBeNull();
  });
});
