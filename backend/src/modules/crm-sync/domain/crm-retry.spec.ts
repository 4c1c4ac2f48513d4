import { PermanentJobError } from '../../../common/outbox/outbox-handler.registry';
import { crmErrorOf, crmRetryDelaySeconds, crmUnreachable, CrmRejectedError, CrmTemporaryError, CrmUnauthorizedError, parseRetryAfter } from './crm-retry';

describe('what a CRM answer means for a delivery', () => {
  it('waits for a 429 as Retry-After says, else the backoff', () => {
    const limited = crmErrorOf('hubspot', 429, 'You have reached your secondly limit.', '7');
    expect(limited).toBeInstanceOf(CrmTemporaryError);
    expect(crmRetryDelaySeconds(1, limited)).toBe(7);
    expect(crmRetryDelaySeconds(3, crmErrorOf('pipedrive', 429, null, null))).toBe(600);
    expect(crmRetryDelaySeconds(1, crmErrorOf('pipedrive', 429, null, '999999'))).toBe(21_600);
  });

  it('retries 5xx and no answer with 30 s, 2 min, 10 min, 1 h, 6 h', () => {
    const error = crmErrorOf('hubspot', 502, null, null);
    expect(error).toBeInstanceOf(CrmTemporaryError);
    expect(error.message).toBe('HubSpot antwortete mit HTTP 502.');
    expect([1, 2, 3, 4, 5, 6].map((attempts) => crmRetryDelaySeconds(attempts, crmUnreachable('pipedrive')))).toEqual([30, 120, 600, 3600, 21600, 21600]);
  });

  it('fails at once on 401/403 and on a refusal of the data, with the CRM’s message', () => {
    const refused = crmErrorOf('pipedrive', 401, 'unauthorized access', null);
    expect(refused).toBeInstanceOf(CrmUnauthorizedError);
    expect(refused).toBeInstanceOf(PermanentJobError);
    const invalid = crmErrorOf('hubspot', 400, 'Property values were not valid', null);
    expect(invalid).toBeInstanceOf(CrmRejectedError);
    expect(invalid).toBeInstanceOf(PermanentJobError);
    expect(invalid.message).toBe('HubSpot hat die Daten abgelehnt (HTTP 400): Property values were not valid');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('10')).toBe(10);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', new Date('2015-10-21T07:28:00Z'))).toBe(30);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
