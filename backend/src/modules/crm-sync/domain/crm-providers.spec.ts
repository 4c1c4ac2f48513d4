import { crmAccountUrl, crmRecordUrl, hubspotAccountRef } from './crm-providers';

describe('CRM links', () => {
  it('opens a HubSpot portal in its own data centre, and only on HubSpot’s web apps', () => {
    expect(crmRecordUrl('hubspot', hubspotAccountRef('143227788', 'app-eu1.hubspot.com'), '51')).toBe('https://app-eu1.hubspot.com/contacts/143227788/record/0-1/51');
    expect(crmAccountUrl('hubspot', hubspotAccountRef('143227788', 'app.hubspot.com'))).toBe('https://app.hubspot.com/contacts/143227788');
    expect(crmAccountUrl('hubspot', hubspotAccountRef('143227788', 'evil.example/x'))).toBe('https://app.hubspot.com/contacts/143227788');
    expect(crmAccountUrl('hubspot', hubspotAccountRef('143227788', undefined))).toBe('https://app.hubspot.com/contacts/143227788');
  });

  it('opens a Pipedrive person in the company’s subdomain', () => {
    expect(crmRecordUrl('pipedrive', 'nordlicht', '7')).toBe('https://nordlicht.pipedrive.com/person/7');
  });
});
